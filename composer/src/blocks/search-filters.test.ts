import { describe, expect, it } from 'vitest';
import { useKit } from '../../test/block-kit.ts';
import { EMPTY_SEARCH } from '../search/search-params.ts';
import { monthLabel, searchFilters } from './search-filters.ts';

const kit = useKit();

describe('SearchFilters', () => {
  it('lists the facets with their counts and the price range, as a GET form to the page', async () => {
    const { props } = await kit.run(searchFilters, { params: { ...EMPTY_SEARCH, q: 'peru' } });
    const f = props[0]!;
    expect(f.action).toBe('/us/search-results/search-results');
    expect(f.query.value).toBe('peru');
    expect(f.destination.options.map((o) => o.label)).toEqual([
      'All destinations',
      expect.stringMatching(/^Peru \(\d+\)$/),
    ]);
    expect(f.duration.options.map((o) => o.value)).toEqual(['', '1-7', '8-14', '15-21', '22-99']);
    expect(f.month.options).toHaveLength(13);
    expect(f.price.hint).toMatch(/^Trips found cost from \$[\d,]+\.\d\d to \$[\d,]+\.\d\d$/);
    expect(f.clear).toBeNull();
    expect(f.submit).toEqual({ kind: 'submit', action: 'filterSearch', input: {} });
  });

  it('marks the chosen values, keeps the sort, and offers to clear the filters', async () => {
    const { props } = await kit.run(searchFilters, {
      params: { ...EMPTY_SEARCH, q: 'peru', duration: '8-14', sort: 'price-asc', priceMax: 9000 },
    });
    const f = props[0]!;
    expect(f.duration.options.find((o) => o.selected)!.value).toBe('8-14');
    expect(f.hidden).toEqual([{ name: 'sort', value: 'price-asc' }]);
    expect(f.price.max.value).toBe('9000');
    expect(f.clear!.href).toBe('/us/search-results/search-results?q=peru&sort=price-asc');
  });

  it('speaks the visitor language', async () => {
    const { props } = await kit.run(searchFilters, { ctx: { market: 'es' }, params: EMPTY_SEARCH });
    expect(props[0]!.title).toBe('Afina tu búsqueda');
    expect(props[0]!.action).toBe('/es/search-results/search-results');
  });
});

describe('monthLabel', () => {
  it.each([
    ['en-US', 'March 2027'],
    ['es-ES', 'Marzo de 2027'],
    ['fr-FR', 'Mars 2027'],
    ['de-DE', 'März 2027'],
  ])('%s', (locale, label) => {
    expect(monthLabel('2027-03', locale)).toBe(label);
  });
});
