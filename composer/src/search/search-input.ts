/**
 * The filter action's input checked field by field (storefront.md §7 "Search"): what the form sent, as
 * text. Unlike an address (read leniently: search-params.ts), a value the visitor just chose that means
 * nothing is refused with the field's own message, in the visitor's language. Pure.
 */
import type { TFunction } from 'i18next';
import type { FieldError } from '../actions/define-action.ts';
import {
  cleanText,
  isMonth,
  isSearchDuration,
  isSearchSort,
  SEARCH_MAX_PRICE,
  type SearchState,
} from './search-params.ts';

export type SearchInput = Partial<Record<keyof SearchState, string | number>>;

/** The most characters taken from the text field (the page keeps at most SEARCH_MAX_QUERY_LENGTH). */
export const MAX_QUERY_INPUT = 200;

const text = (value: string | number | undefined): string =>
  value === undefined ? '' : String(value).trim();

function amount(value: string | number | undefined): number | null | 'invalid' {
  const raw = text(value);
  if (raw === '') return null;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) > SEARCH_MAX_PRICE) return 'invalid';
  return Number(raw);
}

export function searchInputErrors(
  input: SearchInput,
  facts: { known: ReadonlySet<number>; months: readonly string[] },
  t: TFunction,
): { state: SearchState } | { errors: FieldError[] } {
  const errors: FieldError[] = [];
  const refuse = (field: string, key: string) =>
    errors.push({ field, code: 'INVALID_INPUT', message: t(`searchResults.errors.${key}`) });

  const q = text(input.q);
  if (q.length > MAX_QUERY_INPUT) refuse('q', 'query');

  const destinationText = text(input.destination);
  let destination: number | null = null;
  if (destinationText !== '') {
    const id = /^\d{1,9}$/.test(destinationText) ? Number(destinationText) : Number.NaN;
    if (facts.known.has(id)) destination = id;
    else refuse('destination', 'destination');
  }

  const duration = text(input.duration);
  if (duration !== '' && !isSearchDuration(duration)) refuse('duration', 'duration');

  const month = text(input.month);
  if (month !== '' && !(isMonth(month) && facts.months.includes(month))) refuse('month', 'month');

  const priceMin = amount(input.priceMin);
  const priceMax = amount(input.priceMax);
  if (priceMin === 'invalid') refuse('priceMin', 'price');
  if (priceMax === 'invalid') refuse('priceMax', 'price');
  if (typeof priceMin === 'number' && typeof priceMax === 'number' && priceMin > priceMax)
    refuse('priceMin', 'priceOrder');

  const sort = text(input.sort) || 'relevance';
  if (!isSearchSort(sort)) refuse('sort', 'sort');

  const pageText = text(input.page) || '1';
  const page = /^\d{1,5}$/.test(pageText) ? Number(pageText) : 0;
  if (page < 1) refuse('page', 'page');

  if (errors.length > 0) return { errors };
  return {
    state: {
      q: cleanText(q),
      destination,
      duration: duration as SearchState['duration'],
      month,
      priceMin: priceMin as number | null,
      priceMax: priceMax as number | null,
      sort: sort as SearchState['sort'],
      page,
    },
  };
}
