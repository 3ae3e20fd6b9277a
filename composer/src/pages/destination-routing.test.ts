import { describe, expect, it } from 'vitest';
import { destinationMatch, destinationShape, directoryIndex, keptQuery } from './destination-routing.ts';

const input = (path: string, query: Record<string, string> = {}) => ({
  path,
  segments: path.split('/').filter(Boolean),
  query,
  langMarket: 'es' as const,
});

describe('destination routing (match is the shape only)', () => {
  it('reads legacy addresses with or without the market', () => {
    expect(destinationShape('country', input('/us/destination/country/103'))).toEqual({
      via: 'legacy',
      market: 'us',
      id: 103,
    });
    expect(destinationShape('region', input('/destination/region/204'))).toEqual({
      via: 'legacy',
      market: 'es',
      id: 204,
    });
    expect(destinationShape('country', input('/us/destination/region/204'))).toBeNull();
    expect(destinationMatch('country', input('/us/destination/country/abc'))).toEqual({
      notFound: '/us/destination/country/abc',
      market: 'us',
    });
  });

  it('a continent has two segments with its market, a country or region three', () => {
    expect(destinationShape('continent', input('/us/africa'))).toEqual({ via: 'friendly', market: 'us' });
    expect(destinationShape('continent', input('/us/africa/kenya'))).toBeNull();
    expect(destinationShape('country', input('/us/africa/kenya'))).toEqual({ via: 'friendly', market: 'us' });
    expect(destinationShape('region', input('/us/landing/foo'))).toEqual({ via: 'friendly', market: 'us' });
    expect(destinationShape('country', input('/africa/kenya'))).toBeNull();
    expect(destinationShape('country', input('/xx/africa/kenya'))).toBeNull();
    expect(destinationShape('country', input('/us/africa/kenya/12-safari'))).toBeNull();
  });

  it('takes sort and page from the query, with defaults', () => {
    const m = destinationMatch('country', input('/us/africa/kenya', { sort: 'price-asc', page: '2' }));
    expect(m && 'params' in m ? m.params : null).toMatchObject({
      sort: 'price-asc',
      page: 2,
      id: 0,
      via: 'friendly',
    });
    const d = destinationMatch('country', input('/us/africa/kenya', { sort: 'x', page: '-1' }));
    expect(d && 'params' in d ? d.params : null).toMatchObject({ sort: 'popular', page: 1 });
  });

  it('indexes a directory once, by URL and by kind and id', () => {
    const dir = [
      { kind: 'continent', id: 1, name: 'Africa', url: '/us/africa', continentId: null, regionId: null },
      { kind: 'country', id: 103, name: 'Kenya', url: '/us/africa/kenya', continentId: 1, regionId: 202 },
    ] as const;
    const index = directoryIndex([...dir]);
    expect(index.byUrl.get('/us/africa/kenya')?.id).toBe(103);
    expect(index.byKindId.get('continent:1')?.url).toBe('/us/africa');
    const same = [...dir];
    expect(directoryIndex(same)).toBe(directoryIndex(same));
    expect(keptQuery({ a: '1', b: undefined, c: 'x y' })).toBe('?a=1&c=x+y');
    expect(keptQuery({})).toBe('');
  });
});
