/**
 * The search's query and filters (storefront.md §7 "Search"): each select lists the facet's values with
 * their counts (a value no trip matches with the other filters is disabled, unless chosen), the months
 * named in the visitor's language, and the price range of the trips found in the market's currency.
 */
import { currencyForMarket, formatPrice } from '@waypoint/config';
import type { SearchFiltersProps, UpstreamSearchFacets } from '@waypoint/schemas';
import type { TFunction } from 'i18next';
import { defineResolver } from '../compose/types.ts';
import { filterAction } from '../search/search-choices.ts';
import {
  EMPTY_SEARCH,
  SEARCH_DIMENSIONS,
  SEARCH_RESULTS_PATH,
  type SearchParams,
  type SearchState,
  searchHref,
  stateOf,
  upstreamQuery,
} from '../search/search-params.ts';

type Option = SearchFiltersProps['destination']['options'][number];

/** 'March 2027', 'Marzo de 2027': a 'YYYY-MM' month in the locale's words, capitalised. */
export function monthLabel(month: string, locale: string): string {
  const [year, mm] = month.split('-').map(Number) as [number, number];
  const text = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(year, mm - 1, 1),
  );
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

function options(
  t: TFunction,
  any: string,
  chosen: string,
  values: readonly { value: string; label: string; count: number }[],
): Option[] {
  return [
    { value: '', label: any, selected: chosen === '', disabled: false },
    ...values.map(({ value, label, count }) => ({
      value,
      label: t('searchResults.filters.option', { label, count }),
      selected: value === chosen,
      disabled: count === 0 && value !== chosen,
    })),
  ];
}

const hasFilters = (state: SearchState): boolean =>
  state.destination !== null ||
  state.duration !== '' ||
  state.month !== '' ||
  state.priceMin !== null ||
  state.priceMax !== null;

function destinationOptions(t: TFunction, state: SearchState, facets: UpstreamSearchFacets): Option[] {
  const chosen = state.destination === null ? '' : String(state.destination);
  const values = facets.destinations.map((d) => ({ value: String(d.id), label: d.name, count: d.count }));
  return options(t, t('searchResults.filters.anyDestination'), chosen, values);
}

export const searchFilters = defineResolver({
  type: 'SearchFilters',
  dimensions: SEARCH_DIMENSIONS,
  async resolve({ ctx, t, sources, params, signal }) {
    const state = stateOf(params as SearchParams);
    const found = await sources.search(upstreamQuery({ ...state, page: 1 }), { signal });
    const { facets } = found;
    const currency = currencyForMarket(ctx.market);
    const input = (name: 'priceMin' | 'priceMax', key: string) => ({
      name,
      label: t(`searchResults.filters.${key}`),
      value: state[name] === null ? '' : String(state[name]),
      placeholder: t(`searchResults.filters.${key}Placeholder`),
    });
    return {
      title: t('searchResults.filters.title'),
      action: `/${ctx.market}${SEARCH_RESULTS_PATH}`,
      hidden: state.sort === 'relevance' ? [] : [{ name: 'sort', value: state.sort }],
      query: {
        name: 'q',
        label: t('searchResults.filters.query'),
        value: state.q,
        placeholder: t('searchResults.filters.placeholder'),
      },
      destination: {
        name: 'destination',
        label: t('searchResults.filters.destination'),
        options: destinationOptions(t, state, facets),
      },
      duration: {
        name: 'duration',
        label: t('searchResults.filters.duration'),
        options: options(
          t,
          t('searchResults.filters.anyDuration'),
          state.duration,
          facets.durations.map((d) => ({
            value: d.id,
            label: t(`searchResults.filters.durations.${d.id}`),
            count: d.count,
          })),
        ),
      },
      month: {
        name: 'month',
        label: t('searchResults.filters.month'),
        options: options(
          t,
          t('searchResults.filters.anyMonth'),
          state.month,
          facets.months.map((m) => ({ value: m.id, label: monthLabel(m.id, ctx.locale), count: m.count })),
        ),
      },
      price: {
        legend: t('searchResults.filters.price'),
        hint: facets.price
          ? t('searchResults.filters.priceHint', {
              min: formatPrice(facets.price.min, currency),
              max: formatPrice(facets.price.max, currency),
            })
          : null,
        min: input('priceMin', 'priceMin'),
        max: input('priceMax', 'priceMax'),
      },
      submitLabel: t('searchResults.filters.apply'),
      clear: hasFilters(state)
        ? {
            label: t('searchResults.filters.clear'),
            href: searchHref(ctx.market, { ...EMPTY_SEARCH, q: state.q, sort: state.sort }),
          }
        : null,
      submit: filterAction(),
    };
  },
});
