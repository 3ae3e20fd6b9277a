/**
 * The body of the /{market}/404 and /{market}/500 pages (storefront.md §2 Page routes, §8), shown without
 * header and footer: a full-height, on-brand page with the status code, what happened and the way home.
 * Static.
 */
import type { ErrorPageProps } from '@waypoint/schemas';
import { Icon } from '../shared/icons.tsx';
import type { Stylesheets } from '../types.ts';

/** The stylesheets the block needs (paths under blocks/src), shared parts first. */
export const styles: Stylesheets = ['ErrorPage/ErrorPage'];

export function ErrorPage({ statusCode, title, message, cta }: ErrorPageProps) {
  const [first, ...rest] = String(statusCode);
  const [middle, ...last] = rest;
  return (
    <div className={`error-page error-page--${statusCode}`}>
      <svg className="error-page__route" viewBox="0 0 1200 400" preserveAspectRatio="none" aria-hidden="true">
        <path d="M-20 320 C 200 180, 380 380, 600 240 S 980 60, 1220 140" />
      </svg>
      <div className="error-page__content">
        <p className="error-page__code">
          <span className="wp-visually-hidden">{statusCode}</span>
          {/* The 0 becomes a compass: the brand's mark for "off the map". */}
          <span className="error-page__digits" aria-hidden="true">
            <span>{first}</span>
            {middle === '0' ? (
              <span className="error-page__compass">
                <Icon name="compass" size={120} />
              </span>
            ) : (
              <span>{middle}</span>
            )}
            <span>{last.join('')}</span>
          </span>
        </p>
        <h1 className="error-page__title">{title}</h1>
        <p className="error-page__message">{message}</p>
        <a className="wp-btn error-page__cta" href={cta.href}>
          <Icon name="home" size={20} />
          {cta.label}
        </a>
      </div>
    </div>
  );
}
