/**
 * The search results page: what a visitor types (the text query, the prices)
 * must not grow Redis without bound. 600 distinct searches against the real Redis leave no key per
 * search: such pages, their blocks and their upstream search data live in the bounded in-process tier
 * only (composer/src/search/search-params.ts `boundedSearch`, the page definition's `boundedParams`).
 * Searches from bounded sets only (a destination, a duration, a month, a sort, a page) are shared
 * through Redis as other pages are.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addedKeys, useRedisFootprint } from './support/redis-footprint.ts';

const PAGE = '/v1/pages/us/search-results/search-results';
const { get, footprint, flood } = useRedisFootprint('h2search');
const rand = () => randomUUID().slice(0, 8);

/** Visitor-typed searches, each distinct: text (matching or not), prices, both with filters. */
const FLOOD = [
  () => `${PAGE}?q=${rand()}`,
  (i: number) => `${PAGE}?q=peru+${i}`,
  (i: number) => `${PAGE}?priceMin=${i}&priceMax=${100_000 + i}`,
  (i: number) => `${PAGE}?q=japan&duration=8-14&priceMax=${5_000 + i}&sort=price-asc`,
];

describe('the Redis footprint of the search results page', () => {
  it('stays bounded: 600 distinct typed searches add no key', async () => {
    for (const url of [PAGE, `${PAGE}?duration=8-14`, `${PAGE}?page=2`, ...FLOOD.map((make) => make(0))]) {
      expect((await get(url)).statusCode).toBe(200);
    }
    const before = await footprint();
    const urls = Array.from({ length: 600 }, (_, i) => FLOOD[i % FLOOD.length]!(i + 1));
    expect(new Set(urls).size).toBe(600);
    await flood(urls, (status) => expect(status).toBe(200));
    const after = await footprint();
    const added = addedKeys(before, after);
    expect(added, JSON.stringify(added.slice(0, 5))).toEqual([]);
    expect(after.bytes - before.bytes).toBeLessThan(64 * 1024);
  }, 180_000);

  it('shares a search of bounded values through Redis (its page key is there)', async () => {
    const before = await footprint();
    expect((await get(`${PAGE}?duration=15-21&sort=duration`)).statusCode).toBe(200);
    const added = addedKeys(before, await footprint());
    expect(added.some((key) => key.includes('page|searchResults') && key.includes('duration=15-21'))).toBe(
      true,
    );
  }, 60_000);
});
