/**
 * The `page` part of the envelope: title, canonical, robots, breadcrumbs, hreflang alternates,
 * structured data, and the affiliate's favicon and theme (as CSS custom property values).
 */
import {
  affiliateConfig,
  DEFAULT_MARKET,
  isNoIndex,
  MARKET_LOCALES,
  MARKETS,
  marketMainLocale,
  resellerTheme,
} from '@waypoint/config';
import type {
  Locale,
  Market,
  PageContext,
  PageMeta,
  UpstreamProductCard,
  UpstreamProductDetail,
  UpstreamProductSeo,
} from '@waypoint/schemas';
import type { TFunction } from 'i18next';
import { breadcrumbList, productStructuredData, tripStructuredData } from '../blocks/structured-data.ts';
import type { TripParams } from '../trip/selection.ts';
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

/**
 * The home page's alternates: the home of every market in each of its languages, since each market's
 * home is the same page for another country (en-GB /uk, fr-CA /ca?locale=fr-CA, ...), and `x-default`
 * the default market's home. Other pages have no counterpart known in the other markets (their slugs
 * and catalogues differ), so they keep their own market's languages (`pageAlternates`).
 */
export function homeAlternates(ctx: RequestContext): PageMeta['alternates'] {
  return [
    ...MARKETS.flatMap((market) =>
      MARKET_LOCALES[market].map((locale) => ({
        hreflang: locale,
        href: localeUrl(ctx.origin, market, `/${market}`, locale),
      })),
    ),
    { hreflang: 'x-default', href: `${ctx.origin}/${DEFAULT_MARKET}` },
  ];
}

export function homeMeta(ctx: RequestContext, t: TFunction, cards: readonly UpstreamProductCard[]): PageMeta {
  const path = `/${ctx.market}`;
  return {
    kind: 'home',
    path,
    canonical: canonicalUrl(ctx, path),
    title: t('home.title'),
    description: t('home.description'),
    // storefront.md §2 Layout: no-index unless the main domain or the www subdomain.
    noindex: isNoIndex(ctx.site),
    layout: 'default',
    breadcrumbs: [{ title: t('home.breadcrumb'), link: path }],
    alternates: homeAlternates(ctx),
    structuredData: dedupeById(cards).map((card) => ({ ...tripStructuredData(card, ctx) })),
    ...themeOf(ctx),
  };
}

/** storefront.md §2: landing pages have breadcrumbs; the title is the layout's name in the studio. */
export function landingMeta(ctx: RequestContext, t: TFunction, slug: string, title: string): PageMeta {
  const home = `/${ctx.market}`;
  const path = `${home}/landingPage/${slug}`;
  return {
    kind: 'landing',
    path,
    canonical: canonicalUrl(ctx, path),
    title,
    noindex: isNoIndex(ctx.site),
    layout: 'default',
    breadcrumbs: [
      { title: t('home.breadcrumb'), link: home },
      { title, link: path },
    ],
    alternates: pageAlternates(ctx, path),
    structuredData: [
      breadcrumbList(
        [
          { title: t('home.breadcrumb'), link: home },
          { title, link: path },
        ],
        ctx,
      ),
    ],
    ...themeOf(ctx),
  };
}

/**
 * The trip page (buying-flow.md §2): its SEO title and description, its canonical address without the
 * selection (every selection is the same trip), its breadcrumb, and structured data: a `Product` with
 * its offer and a `BreadcrumbList`. Preview data is never indexed.
 */
export function productMeta(
  ctx: RequestContext,
  product: UpstreamProductDetail,
  seo: UpstreamProductSeo,
  params: Pick<TripParams, 'preview'>,
): PageMeta {
  const breadcrumbs = product.breadcrumb.map((b) => ({ title: b.title, link: b.link }));
  return {
    kind: 'product',
    path: product.url,
    canonical: canonicalUrl(ctx, seo.canonicalPath),
    title: seo.title,
    description: seo.description,
    noindex: isNoIndex(ctx.site) || params.preview,
    layout: 'default',
    breadcrumbs,
    alternates: pageAlternates(ctx, seo.canonicalPath),
    structuredData: [{ ...productStructuredData(product, ctx) }, breadcrumbList(breadcrumbs, ctx)],
    ...themeOf(ctx),
  };
}

export function errorMeta(ctx: RequestContext, t: TFunction, status: 404 | 500): PageMeta {
  const path = `/${ctx.market}/${status}`;
  return {
    kind: 'error',
    path,
    canonical: `${ctx.origin}${path}`,
    title: t(`errorPage.${status}.title`),
    noindex: true,
    // storefront.md §2 Layout: a 404 page renders without header and footer.
    layout: 'none',
    breadcrumbs: [],
    structuredData: [],
    ...themeOf(ctx),
  };
}

function dedupeById(cards: readonly UpstreamProductCard[]): UpstreamProductCard[] {
  const seen = new Set<number>();
  return cards.filter((c) => !seen.has(c.id) && seen.add(c.id));
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
 * A checkout step (buying-flow.md §2 "Checkout"): never indexed, no breadcrumbs of the site (the step
 * breadcrumb is a block), the address with its token and step.
 */
export function checkoutMeta(ctx: RequestContext, t: TFunction, path: string, trip: string): PageMeta {
  return visitorPageMeta(ctx, {
    kind: 'checkout',
    path,
    title: t('checkout.pageTitle', { trip }),
    layout: 'default',
  });
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
