import { describe, expect, it } from 'vitest';
import { useKit } from '../../test/block-kit.ts';
import { EMPTY_SEARCH } from '../search/search-params.ts';
import type { DataSources } from '../sources/data-sources.ts';
import { searchResults } from './search-results.ts';

const kit = useKit();

const PAGE = '/us/search-results/search-results';

describe('SearchResults', () => {
  it('shows the count, the cards, the sorts and the next page as links with the filter action', async () => {
    const { props } = await kit.run(searchResults, { params: EMPTY_SEARCH });
    const r = props[0]!;
    expect(r.title).toBe('All our trips');
    expect(r.summary).toMatch(/^\d+ trips$/);
    expect(r.cards).toHaveLength(12);
    expect(r.sort.options.map((o) => [o.href, o.selected])).toEqual([
      [PAGE, true],
      [`${PAGE}?sort=price-asc`, false],
      [`${PAGE}?sort=price-desc`, false],
      [`${PAGE}?sort=duration`, false],
    ]);
    expect(r.pagination!.previous).toBeNull();
    expect(r.pagination!.next!.href).toBe(`${PAGE}?page=2`);
    expect(r.pagination!.next!.action).toEqual({
      kind: 'submit',
      action: 'filterSearch',
      input: {
        q: '',
        destination: '',
        duration: '',
        month: '',
        priceMin: '',
        priceMax: '',
        sort: 'relevance',
        page: '2',
      },
    });
    expect(r.empty).toBeNull();
  });

  it('titles a text search with its query, a sort goes back to the first page', async () => {
    const { props } = await kit.run(searchResults, { params: { ...EMPTY_SEARCH, q: 'peru', page: 1 } });
    expect(props[0]!.title).toBe('Trips for “peru”');
    expect(props[0]!.sort.options[1]!.href).toBe(`${PAGE}?q=peru&sort=price-asc`);
  });

  it('offers suggested destinations and a way back when nothing is found', async () => {
    const { props } = await kit.run(searchResults, {
      params: { ...EMPTY_SEARCH, q: 'xqzzyv', duration: '8-14' },
    });
    const empty = props[0]!.empty!;
    expect(empty.title).toBe('No trips match your search');
    expect(empty.suggestions.length).toBeGreaterThan(0);
    expect(empty.suggestions.length).toBeLessThanOrEqual(12);
    expect(empty.clear!.href).toBe(`${PAGE}?q=xqzzyv`);
    expect(props[0]!.pagination).toBeNull();
  });

  it('still shows the empty state when the suggestions fail', async () => {
    const failing = (): Partial<DataSources> => ({
      suggestedDestinations: async () => {
        throw new Error('down');
      },
    });
    const { props } = await kit.run(searchResults, {
      params: { ...EMPTY_SEARCH, q: 'xqzzyv' },
      sources: failing,
    });
    expect(props[0]!.empty!.suggestions).toEqual([]);
    expect(props[0]!.empty!.clear).toBeNull();
  });
});
