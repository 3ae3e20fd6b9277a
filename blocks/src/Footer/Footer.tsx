/**
 * The site footer (storefront.md §1 private label, §2 Per-market legal and help paths, §3 Affiliate,
 * §9 Markets): logo and contact details, link columns, the markets selection, legal links and the
 * copyright (absent where the affiliate hides it).
 *
 * Markets selection (§2 "Markets selection modal"): a button naming the current country and language.
 * Without JavaScript it is a <details> disclosure holding the list of every market and language; once
 * hydrated it opens the list in a modal dialog (Escape, the shade and the close button close it, focus
 * returns to the button).
 */
import type { FooterProps, Link } from '@waypoint/schemas';
import { useEffect, useId, useState } from 'react';
import { Icon } from '../shared/icons.tsx';
import { Modal } from '../shared/Modal.tsx';
import type { Stylesheets } from '../types.ts';

/** The stylesheets the block needs (paths under blocks/src), shared parts first. */
export const styles: Stylesheets = ['shared/Modal', 'Footer/Footer'];

function linkTarget(link: Link) {
  return link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
}

function MarketList({ markets }: { markets: FooterProps['markets'] }) {
  return (
    <ul className="footer__market-list">
      {markets.map((market) => (
        <li key={market.locale}>
          <a
            className="footer__market"
            href={market.href}
            hrefLang={market.locale}
            aria-current={market.current ? 'true' : undefined}
          >
            <span className="footer__market-country">{market.country}</span>
            <span className="footer__market-language" lang={market.locale}>
              {market.language}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function MarketsSelection({
  markets,
  labels,
}: {
  markets: FooterProps['markets'];
  labels: FooterProps['marketLabels'];
}) {
  const [hydrated, setHydrated] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => setHydrated(true), []);

  const label = (
    <>
      <Icon name="globe" size={20} className="footer__markets-icon" />
      <span>{labels.button}</span>
    </>
  );
  // Before hydration (and without JavaScript): a disclosure holding the list.
  if (!hydrated) {
    return (
      <details className="footer__markets-details">
        <summary className="footer__markets-button">{label}</summary>
        <MarketList markets={markets} />
      </details>
    );
  }
  return (
    <>
      <button
        type="button"
        className="footer__markets-button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={labels.title} closeLabel={labels.close}>
        <MarketList markets={markets} />
      </Modal>
    </>
  );
}

export function Footer({
  logo,
  phone,
  email,
  schedule,
  address,
  columns,
  legal,
  markets,
  marketLabels,
  copyright,
}: FooterProps) {
  const id = useId();
  const hasContact = Boolean(phone || email || schedule || address);

  return (
    <footer className="footer">
      <div className="footer__main wp-container">
        <div className="footer__brand">
          <img
            className="footer__logo"
            src={logo.src}
            alt={logo.alt}
            width={logo.width ?? 160}
            height={logo.height ?? 40}
            loading="lazy"
          />
          {hasContact ? (
            <address className="footer__contact">
              {phone ? (
                <a className="footer__contact-item footer__phone" href={phone.href}>
                  <Icon name="phone" size={20} />
                  <span>{phone.display}</span>
                </a>
              ) : null}
              {email ? (
                <a className="footer__contact-item" href={`mailto:${email}`}>
                  <Icon name="mail" size={20} />
                  <span>{email}</span>
                </a>
              ) : null}
              {schedule ? (
                <p className="footer__contact-item">
                  <Icon name="clock" size={20} />
                  <span>{schedule}</span>
                </p>
              ) : null}
              {address ? (
                <p className="footer__contact-item">
                  <Icon name="map-pin" size={20} />
                  <span>{address}</span>
                </p>
              ) : null}
            </address>
          ) : null}
        </div>

        {columns.length > 0 ? (
          <div className="footer__columns">
            {columns.map((column, index) => (
              <nav key={column.title} className="footer__column" aria-labelledby={`${id}-column-${index}`}>
                <h2 id={`${id}-column-${index}`} className="footer__column-title">
                  {column.title}
                </h2>
                <ul className="footer__links">
                  {column.links.map((link) => (
                    <li key={link.href}>
                      <a className="footer__link" href={link.href} {...linkTarget(link)}>
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        ) : null}
      </div>

      {markets.length > 0 ? (
        <div className="footer__markets">
          <div className="footer__markets-inner wp-container">
            <MarketsSelection markets={markets} labels={marketLabels} />
          </div>
        </div>
      ) : null}

      <div className="footer__bottom">
        <div className="footer__bottom-inner wp-container">
          {legal.length > 0 ? (
            <ul className="footer__legal">
              {legal.map((link) => (
                <li key={link.href}>
                  <a className="footer__legal-link" href={link.href} {...linkTarget(link)}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          {copyright ? <p className="footer__copyright">{copyright}</p> : null}
        </div>
      </div>
    </footer>
  );
}
