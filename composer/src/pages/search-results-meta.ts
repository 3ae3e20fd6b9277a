/**
 * The search results page's meta (storefront.md §2, for search engines). A search is
 * indexable where the site is (§2 "Layout"); its canonical is the address of its text alone: filters,
 * a sort and later pages only narrow, reorder or continue the same results, so search engines fold them
 * into one page per query instead of indexing every combination (faceted navigation). The results are
 * an `ItemList`.
 */
import { isNoIndex } from '@waypoint/config';
import type { PageMeta, UpstreamSearchResults } from '@waypoint/schemas';
import type { TFunction } from 'i18next';
import { absoluteUrl, breadcrumbList } from '../blocks/structured-data.ts';
import { canonicalUrl, pageAlternates, themeOf } from '../compose/page-meta.ts';
import type { RequestContext } from '../compose/types.ts';
import {
  EMPTY_SEARCH,
  SEARCH_RESULTS_PATH,
  type SearchState,
  searchQueryString,
} from '../search/search-params.ts';

/** schema.org ItemList of the trips on the page, at their positions in the whole list. */
export function resultsItemList(results: UpstreamSearchResults, ctx: RequestContext) {
  const first = (results.page - 1) * results.pageSize;
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: results.total,
    itemListElement: results.cards.map((card, index) => ({
      '@type': 'ListItem',
      position: first + index + 1,
      name: card.title,
      url: absoluteUrl(card.url, ctx.origin),
    })),
  };
}

export function searchResultsMeta(
  ctx: RequestContext,
  t: TFunction,
  state: SearchState,
  results: UpstreamSearchResults | null,
): PageMeta {
  const home = `/${ctx.market}`;
  const path = `${home}${SEARCH_RESULTS_PATH}`;
  const query = searchQueryString({ ...EMPTY_SEARCH, q: state.q });
  const breadcrumbs = [
    { title: t('home.breadcrumb'), link: home },
    { title: t('searchResults.breadcrumb'), link: path },
  ];
  return {
    kind: 'searchResults',
    path,
    canonical: canonicalUrl(ctx, path, query),
    title: state.q ? t('searchResults.titleFor', { query: state.q }) : t('searchResults.title'),
    description: t('searchResults.description'),
    noindex: isNoIndex(ctx.site),
    layout: 'default',
    breadcrumbs,
    alternates: pageAlternates(ctx, path, query),
    structuredData: [
      ...(results && results.cards.length > 0 ? [resultsItemList(results, ctx)] : []),
      breadcrumbList(breadcrumbs, ctx),
    ],
    ...themeOf(ctx),
  };
}
