/**
 * Pure rules and link helpers that the block resolvers share and that @waypoint/config does not carry.
 * Each cites the part of the spec it implements.
 */
import { affiliateLogo, isMarket, resellerTheme } from '@waypoint/config';
import type { Market } from '@waypoint/schemas';
import type { TFunction } from 'i18next';
import type { RequestContext } from '../compose/types.ts';

/** A URL with a scheme (https:, tel:, mailto:) or protocol-relative (//host). */
export const isAbsoluteUrl = (url: string): boolean =>
  /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');

/**
 * storefront.md §2 Page routes: "URLs carry a language/market prefix". A slug or a relative path gets the
 * market prefix unless it already starts with a market segment: its own, or another market's where the
 * spec points there (mx terms are /es/terminos-y-condiciones, §2 "Per-market legal and help paths");
 * absolute URLs are kept as they are.
 */
export function marketHref(market: Market, slugOrPath: string): string {
  const raw = slugOrPath.trim();
  if (isAbsoluteUrl(raw)) return raw;
  const path = `/${raw.replace(/^\/+/, '')}`;
  const prefix = `/${market}`;
  if (path === '/' || path === prefix) return prefix;
  const first = /^\/([^/?#]+)(?:[/?#]|$)/.exec(path)?.[1];
  if (first !== undefined && isMarket(first)) return path;
  return `${prefix}${path}`;
}

/** A phone as shown, and its tel: link with only the leading + and the digits. */
export function toPhone(display: string): { display: string; href: string } | null {
  const digits = display.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return /\d/.test(digits) ? { display: display.trim(), href: `tel:${digits}` } : null;
}

export type ContactPhoneSource = 'advisor' | 'resellerSupport' | 'affiliate';

/**
 * The contact phone in force on the site:
 * 1. on a private-label site, the advisor's phone (storefront.md §1, §3 Advisor private-label config);
 * 2. under utm_reseller=last_minute in DE, ES, FR and UK, the fixed support phone (§4 Advisor token and reseller);
 * 3. otherwise the affiliate's contact phone (§3 Affiliate).
 */
export function siteContactPhone(
  ctx: Pick<RequestContext, 'market' | 'advisor' | 'site'>,
  affiliateContactPhone: string,
): { phone: string; source: ContactPhoneSource } {
  if (ctx.site.isPrivateLabel && ctx.advisor) return { phone: ctx.advisor.phone, source: 'advisor' };
  const theme = resellerTheme(ctx.site.reseller, ctx.market);
  if (theme) return { phone: theme.supportPhone, source: 'resellerSupport' };
  return { phone: affiliateContactPhone, source: 'affiliate' };
}

/**
 * The site's own logo: the agency logo on a private-label site (storefront.md §1: it replaces the product's
 * details), else the affiliate's logo for the market (§6 Partner logos), which is the product's for the main brand.
 */
export function siteLogo(ctx: Pick<RequestContext, 'market' | 'advisor' | 'site'>): {
  src: string;
  source: 'agency' | ReturnType<typeof affiliateLogo>['source'];
} {
  if (ctx.site.isPrivateLabel && ctx.advisor?.agencyLogo)
    return { src: ctx.advisor.agencyLogo, source: 'agency' };
  const logo = affiliateLogo(ctx.site.affiliateId, ctx.market);
  return { src: logo.url, source: logo.source };
}

/** The site logo as an image, with its alt text (header and footer). */
export function siteLogoImage(
  ctx: Pick<RequestContext, 'market' | 'advisor' | 'site'>,
  t: TFunction,
  brand: string,
): { src: string; alt: string } {
  const logo = siteLogo(ctx);
  return {
    src: logo.src,
    alt: logo.source === 'agency' ? t('header.agencyLogoAlt') : t('header.logoAlt', { brand }),
  };
}

/**
 * A translated URL slug (storefront.md §2 Carousel links: "a translated URL"). Asked in the request's
 * locale even in translator mode, where visible copy shows its keys but links must keep working.
 */
export const translatedSlug = (t: TFunction, ctx: Pick<RequestContext, 'locale'>, key: string): string =>
  t(key, { lng: ctx.locale });
