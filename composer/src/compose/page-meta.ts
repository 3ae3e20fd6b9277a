/**
 * The `page` part of the envelope: title, canonical, robots, breadcrumbs, hreflang alternates,
 * structured data, and the affiliate's favicon and theme (as CSS custom property values).
 */
import { affiliateConfig, MARKET_LOCALES, marketMainLocale, resellerTheme } from '@waypoint/config';
import type { Locale, Market, PageContext, PageMeta } from '@waypoint/schemas';
import type { RequestContext } from './types.ts';

/** The affiliate whose look the page takes: a reseller's partner theme wins (storefront.md §4). */
export function themeAffiliateId(ctx: RequestContext): number {
  return resellerTheme(ctx.site.reseller, ctx.market)?.themeAffiliateId ?? ctx.site.affiliateId;
}

export function themeOf(ctx: RequestContext): { favicon: string; theme: Record<string, string> } {
  const affiliate = affiliateConfig(themeAffiliateId(ctx));
  const t = affiliate.theme;
  const theme: Record<string, string> = {
    'color-primary': t.primary,
    'color-primary-contrast': t.primaryContrast,
    'color-accent': t.accent,
    'color-background': t.background,
    'color-text': t.text,
    'color-header-background': t.headerBackground,
    'color-header-text': t.headerText,
  };
  if (t.fontFamily) theme['font-family'] = t.fontFamily;
  return { favicon: affiliate.favicon, theme };
}

/**
 * The address of a page at `path` in one locale of its market (storefront.md §4 "Locale and language":
 * the `locale` query overrides the cookie): the bare path in the market's main locale, `?locale=` naming
 * any other. Without a cookie (a search engine) the bare path is the main locale.
 */
export function localeUrl(origin: string, market: Market, path: string, locale: Locale): string {
  return locale === marketMainLocale(market) ? `${origin}${path}` : `${origin}${path}?locale=${locale}`;
}

/**
 * The canonical URL of a page at `path` as the request shows it: itself in the request's locale, so
 * that each hreflang alternate is its own canonical (a canonical pointing to another language would
 * void the alternates).
 */
export function canonicalUrl(ctx: RequestContext, path: string, query = ''): string {
  return withQuery(localeUrl(ctx.origin, ctx.market, path, ctx.locale), query);
}

/** `url` with `query` ('a=1&b=2', or '') added after any query it has. */
const withQuery = (url: string, query: string): string =>
  query === '' ? url : `${url}${url.includes('?') ? '&' : '?'}${query}`;

/**
 * The hreflang alternates of a page at `path`: one per locale of the market (`localeUrl`), and
 * `x-default`, the main locale's address, for every other language; `query` is what the page's own
 * address keeps (the terms of 2022, a search's text). Every page's meta uses this.
 */
export function pageAlternates(ctx: RequestContext, path: string, query = ''): PageMeta['alternates'] {
  return [
    ...MARKET_LOCALES[ctx.market].map((locale) => ({
      hreflang: locale,
      href: withQuery(localeUrl(ctx.origin, ctx.market, path, locale), query),
    })),
    { hreflang: 'x-default', href: withQuery(`${ctx.origin}${path}`, query) },
  ];
}

/** The wire context: what clients may read, nothing internal. */
export function wireContext(ctx: RequestContext): PageContext {
  return {
    market: ctx.market,
    locale: ctx.locale,
    currency: ctx.currency,
    device: ctx.device,
    site: ctx.site,
    experiments: ctx.experiments,
  };
}

/**
 * A page of one visitor's booking or documents (buying-flow.md §2 "Other pages"): never indexed, no site
 * breadcrumbs; PDF pages (budget, ticket) without header and footer (storefront.md §2 "Layout").
 */
export function visitorPageMeta(
  ctx: RequestContext,
  input: { kind: PageMeta['kind']; path: string; title: string; layout: 'default' | 'none' },
): PageMeta {
  return {
    kind: input.kind,
    path: input.path,
    canonical: `${ctx.origin}${input.path}`,
    title: input.title,
    noindex: true,
    layout: input.layout,
    breadcrumbs: [],
    structuredData: [],
    ...themeOf(ctx),
  };
}
