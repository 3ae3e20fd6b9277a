/** The home page's meta: every market's home as its alternates, and its trips as structured data. */
import { DEFAULT_MARKET, isNoIndex, MARKET_LOCALES, MARKETS } from '@waypoint/config';
import type { PageMeta, UpstreamProductCard } from '@waypoint/schemas';
import type { TFunction } from 'i18next';
import { tripStructuredData } from '../blocks/structured-data.ts';
import { canonicalUrl, localeUrl, themeOf } from '../compose/page-meta.ts';
import type { RequestContext } from '../context/request-context.ts';

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

function dedupeById(cards: readonly UpstreamProductCard[]): UpstreamProductCard[] {
  const seen = new Set<number>();
  return cards.filter((c) => !seen.has(c.id) && seen.add(c.id));
}
