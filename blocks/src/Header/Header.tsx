/**
 * The site header (storefront.md §2 "Other screens and elements", §6 Site kinds, §9 Layout): skip link,
 * logo (and a reseller/partner logo beside it), the private-label advisor, the phone (icon only on
 * mobile), the menu and deals, the language selector and, below laptop width, a menu button toggling
 * the navigation panel. Its heights arrive in props (60/70, 98 on a private-label site); stickiness
 * belongs to the renderer's header region. Interactive: the menu button and the language disclosure.
 * Variants (§9 A/B experiments): headerWithSearch puts a search form (the home search's field, GET to
 * the search results) first in the navigation, inline from laptop up and in the panel below; ABPhoneHeader
 * shows the phone as an icon only. On CA pages in French the language disclaimer (§6) follows the bar.
 */
import type { HeaderProps, Link } from '@waypoint/schemas';
import { type CSSProperties, useEffect, useId, useRef, useState } from 'react';
import { SEARCH_PARAM } from '../SearchSection/SearchSection.tsx';
import { Icon } from '../shared/icons.tsx';
import type { Stylesheets } from '../types.ts';
import { AdvisorCard } from './AdvisorCard.tsx';
import { LanguageSelector } from './LanguageSelector.tsx';

/** The stylesheets the block needs (paths under blocks/src), shared parts first. */
export const styles: Stylesheets = ['Header/Header'];

type CustomProperties = CSSProperties & Record<`--${string}`, string>;

function linkTarget(link: Link) {
  return link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
}

export function Header({
  logo,
  partnerLogo,
  phone,
  email,
  deals,
  menu,
  languages,
  search,
  phoneIconOnly,
  disclaimer,
  advisor,
  sticky,
  heights,
  labels,
}: HeaderProps) {
  const [open, setOpen] = useState(false);
  const navId = useId();
  const headerRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  // The advisor's card already carries their e-mail: show a different contact address only.
  const contactEmail = email && email !== advisor?.email ? email : null;
  const style: CustomProperties = {
    '--header-height-mobile': `${heights.mobile}px`,
    '--header-height-tablet-up': `${heights.tabletUp}px`,
  };
  const className = [
    'header',
    advisor ? 'header--private-label' : '',
    sticky ? 'header--sticky' : '',
    deals.length > 0 ? 'header--with-deals' : '',
    search ? 'header--with-search' : '',
    disclaimer ? 'header--with-disclaimer' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <header ref={headerRef} className={className} style={style}>
      <a className="header__skip" href="#main-content">
        {labels.skipToContent}
      </a>
      <div className="header__bar wp-container">
        <div className="header__brand">
          <a className="header__logo" href={logo.href}>
            <img src={logo.src} alt={logo.alt} width={logo.width ?? 160} height={logo.height ?? 40} />
          </a>
          {partnerLogo ? (
            <img
              className="header__partner-logo"
              src={partnerLogo.src}
              alt={partnerLogo.alt}
              width={partnerLogo.width ?? 120}
              height={partnerLogo.height ?? 32}
            />
          ) : null}
        </div>

        {advisor ? <AdvisorCard advisor={advisor} phone={phone} /> : null}

        <nav
          id={navId}
          className={open ? 'header__nav header__nav--open' : 'header__nav'}
          aria-label={labels.menu}
        >
          {search ? (
            <search className="header__search">
              <form className="header__search-form" action={search.action} method="get">
                <label className="wp-visually-hidden" htmlFor={`${navId}-search`}>
                  {search.label}
                </label>
                <input
                  id={`${navId}-search`}
                  className="header__search-input"
                  type="search"
                  name={SEARCH_PARAM}
                  placeholder={search.placeholder}
                  autoComplete="off"
                  enterKeyHint="search"
                />
                <button type="submit" className="header__search-submit">
                  <Icon name="search" size={18} />
                  <span className="wp-visually-hidden">{search.buttonLabel}</span>
                </button>
              </form>
            </search>
          ) : null}
          {menu.length > 0 ? (
            <ul className="header__menu">
              {menu.map((link) => (
                <li key={link.href}>
                  <a className="header__menu-link" href={link.href} {...linkTarget(link)}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          {deals.length > 0 ? (
            <ul className="header__deals">
              {deals.map((deal) => (
                <li key={deal.href}>
                  <a className="header__deal-link" href={deal.href} {...linkTarget(deal)}>
                    <Icon name="tag" size={18} className="header__deal-icon" />
                    <span>{deal.label}</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          {phone || email ? (
            <ul className="header__panel-contact">
              {phone ? (
                <li>
                  <a className="header__panel-contact-link" href={phone.href}>
                    <Icon name="phone" size={18} />
                    {phone.display}
                  </a>
                </li>
              ) : null}
              {email ? (
                <li>
                  <a className="header__panel-contact-link" href={`mailto:${email}`}>
                    <Icon name="mail" size={18} />
                    {email}
                  </a>
                </li>
              ) : null}
            </ul>
          ) : null}
        </nav>

        <div className="header__actions">
          {phone && !advisor ? (
            <a className="header__phone" href={phone.href}>
              <Icon name="phone" size={20} />
              <span className="wp-visually-hidden">{labels.call} </span>
              {phoneIconOnly ? (
                <span className="wp-visually-hidden">{phone.display}</span>
              ) : (
                <span className="header__phone-number">{phone.display}</span>
              )}
            </a>
          ) : null}
          {contactEmail ? (
            <a className="header__email" href={`mailto:${contactEmail}`}>
              <Icon name="mail" size={20} />
              <span className="header__email-address">{contactEmail}</span>
            </a>
          ) : null}
          <LanguageSelector languages={languages} label={labels.language} />
          <button
            ref={buttonRef}
            type="button"
            className="header__menu-button"
            aria-expanded={open}
            aria-controls={navId}
            onClick={() => setOpen((value) => !value)}
          >
            <Icon name={open ? 'close' : 'menu'} size={22} />
            <span className="header__menu-button-label">{labels.menu}</span>
          </button>
        </div>
      </div>
      {disclaimer ? (
        <p className="header__disclaimer" role="note">
          <span className="wp-container header__disclaimer-text">{disclaimer}</span>
        </p>
      ) : null}
    </header>
  );
}
