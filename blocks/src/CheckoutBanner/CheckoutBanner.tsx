import type { CheckoutBannerProps } from '@waypoint/schemas';
import { useId } from 'react';
import { Icon } from '../shared/icons.tsx';
import type { Stylesheets } from '../types.ts';

/** The stylesheets the block needs (paths under blocks/src), shared parts first. */
export const styles: Stylesheets = ['CheckoutBanner/CheckoutBanner'];

/**
 * The checkout's banners and extras (buying-flow.md §2 "Checkout" elements, §6), each only when its rule
 * holds (the server sends null otherwise; all null: nothing at all): the campaign banner, the Black
 * Friday banner with when it ends (the time as `<time>`; no ticking countdown: the block is static), the
 * help menu as a native disclosure of links (it works without scripting), and the express price lock.
 */
export function CheckoutBanner({ campaign, blackFriday, help, priceLock }: CheckoutBannerProps) {
  const id = useId();
  if (!campaign && !blackFriday && !help && !priceLock) return null;
  return (
    <div className="checkout-banner">
      <div className="wp-container checkout-banner__stack">
        {help ? (
          <details className="checkout-banner__help">
            <summary className="checkout-banner__help-summary">
              <Icon name="support" size={20} />
              <span>{help.label}</span>
              <Icon name="chevron-down" size={16} strokeWidth={2.4} className="checkout-banner__chevron" />
            </summary>
            <ul
              // biome-ignore lint/a11y/noRedundantRoles: list-style: none drops the list role in Safari.
              role="list"
              className="checkout-banner__help-links"
            >
              {help.items.map((item) => (
                <li key={item.href}>
                  <a className="checkout-banner__help-link" href={item.href}>
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </details>
        ) : null}
        {campaign ? (
          <section className="checkout-banner__campaign" aria-labelledby={`${id}-campaign`}>
            <Icon name="tag" size={24} className="checkout-banner__icon" />
            <div>
              <h2 id={`${id}-campaign`} className="checkout-banner__title">
                {campaign.title}
              </h2>
              <p className="checkout-banner__text">{campaign.description}</p>
            </div>
          </section>
        ) : null}
        {blackFriday ? (
          <section className="checkout-banner__black-friday" aria-labelledby={`${id}-black-friday`}>
            <h2 id={`${id}-black-friday`} className="checkout-banner__title">
              {blackFriday.title}
            </h2>
            <p className="checkout-banner__ends">
              <Icon name="clock" size={18} />
              <time dateTime={blackFriday.endsAt}>{blackFriday.endsLabel}</time>
            </p>
          </section>
        ) : null}
        {priceLock ? (
          <section className="checkout-banner__price-lock" aria-labelledby={`${id}-price-lock`}>
            <Icon name="lock" size={24} className="checkout-banner__icon" />
            <div className="checkout-banner__price-lock-body">
              <h2 id={`${id}-price-lock`} className="checkout-banner__title">
                {priceLock.title}
              </h2>
              <p className="checkout-banner__text">{priceLock.text}</p>
              <p className="checkout-banner__extend">{priceLock.extend}</p>
              {priceLock.survey ? <p className="checkout-banner__survey">{priceLock.survey}</p> : null}
            </div>
          </section>
        ) : null}
      </div>
    </div>
  );
}
