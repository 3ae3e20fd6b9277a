/**
 * Issue 12, defect 1, for the search results page: what a visitor types (the text query, the prices)
 * must not grow Redis without bound. 600 distinct searches against the real Redis leave no key per
 * search: such pages, their blocks and their upstream search data live in the bounded in-process tier
 * only (composer/src/search/search-params.ts `boundedSearch`, the page definition's `boundedParams`).
 * Searches from bounded sets only (a destination, a duration, a month, a sort, a page) are shared
 * through Redis as other pages are.
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from './support/stack.ts';

const REDIS_URL = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const NAMESPACE = `h2search-${randomUUID().slice(0, 8)}`;
const PAGE = '/v1/pages/us/search-results/search-results';

let stack: Stack;
let redis: Redis;
beforeAll(async () => {
  redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  stack = await startStack({ env: { REDIS_URL, CACHE_NAMESPACE: NAMESPACE }, random: () => 0.5 });
}, 60_000);
afterAll(async () => {
  await stack?.close();
  if (redis) {
    for (const key of await keys()) await redis.del(key);
    redis.disconnect();
  }
});

async function keys(): Promise<string[]> {
  const found: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await redis.scan(cursor, 'MATCH', `${NAMESPACE}:*`, 'COUNT', 1000);
    cursor = next;
    found.push(...batch);
  } while (cursor !== '0');
  return found;
}

/** Keys and bytes in the namespace once the cache's writes have settled. */
async function footprint(): Promise<{ keys: string[]; bytes: number }> {
  let last = -1;
  let found = await keys();
  while (found.length !== last) {
    last = found.length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    found = await keys();
  }
  let bytes = 0;
  for (const key of found) bytes += Number((await redis.memory('USAGE', key)) ?? 0);
  return { keys: found, bytes };
}

const get = (url: string) => stack.composer.inject({ url, headers: { host: 'localhost:3000' } });
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
    for (let i = 0; i < urls.length; i += 10) {
      const batch = await Promise.all(urls.slice(i, i + 10).map(get));
      for (const res of batch) expect(res.statusCode).toBe(200);
    }
    const after = await footprint();
    const added = after.keys.filter((key) => !before.keys.includes(key));
    expect(added, JSON.stringify(added.slice(0, 5))).toEqual([]);
    expect(after.bytes - before.bytes).toBeLessThan(64 * 1024);
  }, 180_000);

  it('shares a search of bounded values through Redis (its page key is there)', async () => {
    const before = await footprint();
    expect((await get(`${PAGE}?duration=15-21&sort=duration`)).statusCode).toBe(200);
    const after = await footprint();
    const added = after.keys.filter((key) => !before.keys.includes(key));
    expect(added.some((key) => key.includes('page|searchResults') && key.includes('duration=15-21'))).toBe(
      true,
    );
  }, 60_000);
});
