/**
 * A flood of distinct URLs cannot grow Redis without bound. 1,000 distinct URLs
 * (random errorCode, advisor_token, utm_reseller, unknown query parameters, unknown trip ids) against the
 * real Redis leave a bounded number of keys and bytes in the cache's namespace: the keys only hold values
 * from bounded sets, visitor-chosen misses live in bounded in-process LRUs, and last good copies are kept
 * for bounded pages only (composer/src/compose/cache-keys.ts states the bound).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addedKeys, useRedisFootprint } from './support/redis-footprint.ts';

const { get, footprint, flood } = useRedisFootprint('h1keys');
const rand = () => randomUUID().slice(0, 8);

/** The five kinds of visitor-chosen URL, each distinct every time. */
const FLOOD = [
  (i: number) => `/v1/pages/us?errorCode=P_${i}_${rand().toUpperCase()}`,
  () => `/v1/pages/us?advisor_token=tok-${rand()}`,
  () => `/v1/pages/us?utm_reseller=r_${rand()}`,
  () => `/v1/pages/us?x_${rand()}=1&y=${rand()}`,
  (i: number) => `/v1/pages/us/product/${900_000_000 + i}`,
];

describe('the Redis footprint under a flood of distinct URLs', () => {
  it('stays bounded: 1,000 distinct URLs add at most a few keys', async () => {
    // Every kind of page once (its bounded variants), then the footprint.
    for (const url of [
      '/v1/pages/us',
      '/v1/pages/us?errorCode=ERR_SALES_AUTH',
      '/v1/pages/us?advisor_token=adv-demo-1',
      '/v1/pages/us?utm_reseller=last_minute',
      ...FLOOD.map((make) => make(0)),
    ]) {
      expect((await get(url)).statusCode).toBeLessThan(500);
    }
    const before = await footprint();
    const urls = Array.from({ length: 1_000 }, (_, i) => FLOOD[i % FLOOD.length]!(i + 1));
    expect(new Set(urls).size).toBe(1_000);
    await flood(urls, (status) => expect(status).toBeLessThan(500));
    const after = await footprint();
    const sizes = JSON.stringify({ before: before.bytes, after: after.bytes });
    // The bound: no key per URL. A few may come from the clock (a schedule), none from the flood.
    const added = addedKeys(before, after);
    expect(after.keys.length - before.keys.length, JSON.stringify(added.slice(0, 5))).toBeLessThanOrEqual(10);
    expect(after.bytes - before.bytes, sizes).toBeLessThan(256 * 1024);
  }, 180_000);
});
