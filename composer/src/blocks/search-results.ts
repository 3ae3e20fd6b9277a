/**
 * The trips a search found (storefront.md §7 "Search"): the count, the sorts, the cards and the paging,
 * each choice a link with its action (search/search-choices.ts). Nothing found: the empty state with the
 * suggested destinations (storefront.md §7 /api/searcher/suggested/destinations).
 */
import { SEARCH_SORTS, type SearchResultsProps } from '@waypoint/schemas';
import { defineResolver } from '../compose/types.ts';
import { searchChoice } from '../search/search-choices.ts';
import {
  EMPTY_SEARCH,
  SEARCH_DIMENSIONS,
  type SearchParams,
  searchHref,
  stateOf,
  upstreamQuery,
} from '../search/search-params.ts';
import { marketHref } from './rules.ts';
import { toTripCard, tripCardLabels } from './trip-card.ts';

/** Suggested destinations in the empty state: a row or two of chips, not the whole list. */
export const MAX_SUGGESTIONS = 12;

export const searchResults = defineResolver({
  type: 'SearchResults',
  // The filters' dimensions and the page.
  dimensions: [...SEARCH_DIMENSIONS, 'param:page'],
  async resolve({ ctx, t, sources, params, signal, log }) {
    const state = stateOf(params as SearchParams);
    const found = await sources.search(upstreamQuery(state), { signal });
    const choice = (label: string, change: Partial<typeof state>) =>
      searchChoice(ctx.market, { ...state, ...change }, label);
    let empty: SearchResultsProps['empty'] = null;
    if (found.total === 0) {
      const suggested = await sources.suggestedDestinations().catch((err: unknown) => {
        log.warn({ err }, 'suggested destinations unavailable: the empty state shows none');
        return [];
      });
      const filtered = searchHref(ctx.market, { ...EMPTY_SEARCH, q: state.q });
      empty = {
        title: t('searchResults.empty.title'),
        text: t('searchResults.empty.text'),
        suggestionsTitle: t('searchResults.empty.suggestions'),
        suggestions: suggested
          .slice(0, MAX_SUGGESTIONS)
          .map((d) => ({ href: marketHref(ctx.market, d.url), label: d.name })),
        clear:
          filtered !== searchHref(ctx.market, { ...state, sort: 'relevance', page: 1 })
            ? { label: t('searchResults.empty.clear'), href: filtered }
            : null,
      };
    }
    return {
      title: state.q ? t('searchResults.titleFor', { query: state.q }) : t('searchResults.title'),
      summary: t('searchResults.summary', { count: found.total }),
      sort: {
        label: t('searchResults.sort.label'),
        options: SEARCH_SORTS.map((sort) => ({
          ...choice(t(`searchResults.sort.${sort}`), { sort, page: 1 }),
          selected: sort === state.sort,
        })),
      },
      cards: found.cards.map((card) => toTripCard(card, ctx, t)),
      labels: tripCardLabels(t),
      pagination:
        found.pages > 1
          ? {
              label: t('searchResults.pages.label'),
              status: t('searchResults.pages.status', { page: state.page, pages: found.pages }),
              previous:
                state.page > 1 ? choice(t('searchResults.pages.previous'), { page: state.page - 1 }) : null,
              next:
                state.page < found.pages
                  ? choice(t('searchResults.pages.next'), { page: state.page + 1 })
                  : null,
            }
          : null,
      empty,
    };
  },
});
