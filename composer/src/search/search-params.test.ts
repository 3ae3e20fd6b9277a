import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boundedSearch,
  canonicalSearch,
  cleanText,
  EMPTY_SEARCH,
  parseSearchQuery,
  searchHref,
  searchMonths,
  searchQueryString,
} from './search-params.ts';

describe('parseSearchQuery', () => {
  it('reads every parameter', () => {
    expect(
      parseSearchQuery({
        q: '  machu   picchu ',
        destination: '12',
        duration: '8-14',
        month: '2027-03',
        priceMin: '500',
        priceMax: '3000',
        sort: 'price-desc',
        page: '2',
      }),
    ).toEqual({
      q: 'machu picchu',
      destination: 12,
      duration: '8-14',
      month: '2027-03',
      priceMin: 500,
      priceMax: 3000,
      sort: 'price-desc',
      page: 2,
    });
  });

  it.each([
    [{ duration: '3-4' }],
    [{ month: '2027-13' }],
    [{ month: 'soon' }],
    [{ sort: 'cheapest' }],
    [{ page: '0' }],
    [{ page: '-1' }],
    [{ page: '1.5' }],
    [{ destination: 'peru' }],
    [{ destination: '0' }],
    [{ priceMin: 'abc', priceMax: '1e3' }],
    [{ priceMax: '99999999999' }],
    [{ q: '   ' }],
  ])('drops what cannot mean anything: %j', (query) => {
    expect(parseSearchQuery(query)).toEqual(EMPTY_SEARCH);
  });

  it('swaps the prices when given the wrong way round', () => {
    expect(parseSearchQuery({ priceMin: '900', priceMax: '100' })).toMatchObject({
      priceMin: 100,
      priceMax: 900,
    });
  });

  it('never throws, and its query string reads back the same state', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom('q', 'destination', 'duration', 'month', 'priceMin', 'priceMax', 'sort', 'page'),
          fc.string(),
        ),
        (query) => {
          const state = parseSearchQuery(query);
          const back = parseSearchQuery(Object.fromEntries(new URLSearchParams(searchQueryString(state))));
          expect(back).toEqual(state);
        },
      ),
    );
  });
});

describe('cleanText', () => {
  it('collapses spaces, drops control characters and cuts to 100 characters', () => {
    expect(cleanText('a\u0001b\n\tc')).toBe('a b c');
    expect(cleanText('x'.repeat(500))).toHaveLength(100);
  });
});

describe('canonicalSearch', () => {
  const facts = { known: new Set([12]), months: searchMonths(new Date('2026-11-24T00:00:00Z')), pages: 3 };

  it('keeps a known destination, an offered month and a page that exists', () => {
    const state = { ...EMPTY_SEARCH, destination: 12, month: '2027-03', page: 2 };
    expect(canonicalSearch(state, facts)).toEqual(state);
  });

  it('drops an unknown destination and a month not offered; the page is at most the last', () => {
    expect(canonicalSearch({ ...EMPTY_SEARCH, destination: 13, month: '2027-11', page: 9 }, facts)).toEqual({
      ...EMPTY_SEARCH,
      page: 3,
    });
    expect(canonicalSearch({ ...EMPTY_SEARCH, page: 4 }, { ...facts, pages: 0 }).page).toBe(1);
  });
});

describe('searchMonths', () => {
  it('gives the twelve months from this one, across the year end', () => {
    const months = searchMonths(new Date('2026-11-24T00:00:00Z'));
    expect(months).toHaveLength(12);
    expect(months.slice(0, 3)).toEqual(['2026-11', '2026-12', '2027-01']);
    expect(months.at(-1)).toBe('2027-10');
  });
});

describe('searchHref and boundedSearch', () => {
  it('writes only what differs from no search, in a fixed order', () => {
    expect(searchHref('us', EMPTY_SEARCH)).toBe('/us/search-results/search-results');
    expect(searchHref('es', { ...EMPTY_SEARCH, page: 2, q: 'perú', duration: '1-7' })).toBe(
      '/es/search-results/search-results?q=per%C3%BA&duration=1-7&page=2',
    );
  });

  it('is bounded only without typed text or prices (what a visitor types stays out of Redis)', () => {
    expect(
      boundedSearch({ ...EMPTY_SEARCH, destination: 12, duration: '8-14', month: '2027-01', page: 3 }),
    ).toBe(true);
    expect(boundedSearch({ ...EMPTY_SEARCH, q: 'peru' })).toBe(false);
    expect(boundedSearch({ ...EMPTY_SEARCH, priceMax: 900 })).toBe(false);
  });
});
