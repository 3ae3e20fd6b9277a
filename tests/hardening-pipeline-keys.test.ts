/**
 * Issue 12, defect 1: a flood of distinct URLs cannot grow Redis without bound. 1,000 distinct URLs
 * (random errorCode, advisor_token, utm_reseller, unknown query parameters, unknown trip ids) against the
 * real Redis leave a bounded number of keys and bytes in the cache's namespace: the keys only hold values
 * from bounded sets, visitor-chosen misses live in bounded in-process LRUs, and last good copies are kept
 * for bounded pages only (composer/src/compose/cache-keys.ts states the bound).
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from './support/stack.ts';

const REDIS_URL = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const NAMESPACE = `h1keys-${randomUUID().slice(0, 8)}`;

let stack: Stack;
let redis: Redis;
beforeAll(async () => {
  redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  stack = await startStack({
    env: { REDIS_URL, CACHE_NAMESPACE: NAMESPACE },
    random: () => 0.5,
  });
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

/** Keys and bytes (MEMORY USAGE) in the namespace, once the cache's writes have settled. */
async function footprint(): Promise<{ keys: number; bytes: number }> {
  let last = -1;
  let found = await keys();
  while (found.length !== last) {
    last = found.length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    found = await keys();
  }
  let bytes = 0;
  for (const key of found) bytes += Number((await redis.memory('USAGE', key)) ?? 0);
  return { keys: found.length, bytes };
}

const get = (url: string) => stack.composer.inject({ url, headers: { host: 'localhost:3000' } });
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
    for (let i = 0; i < urls.length; i += 10) {
      const batch = await Promise.all(urls.slice(i, i + 10).map(get));
      for (const res of batch) expect(res.statusCode).toBeLessThan(500);
    }
    const after = await footprint();
    // The bound: no key per URL. A few may come from the clock (a schedule), none from the flood.
    expect(after.keys - before.keys, JSON.stringify({ before, after })).toBeLessThanOrEqual(10);
    expect(after.bytes - before.bytes, JSON.stringify({ before, after })).toBeLessThan(256 * 1024);
  }, 180_000);
});
