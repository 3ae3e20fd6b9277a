/**
 * The set-up of the Redis footprint tests (a flood of distinct URLs must not grow Redis): the composer stack
 * with its cache in a namespace of its own on the real Redis, the keys and bytes in that namespace once the
 * cache's writes have settled, and a flood of requests ten at a time. The namespace's keys are removed
 * afterwards.
 */
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';
import { type Stack, startStack } from './stack.ts';

const REDIS_URL = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';

export interface Footprint {
  keys: string[];
  /** MEMORY USAGE summed over the keys. */
  bytes: number;
}

export interface RedisFootprintKit {
  /** A GET of the composer as the site's Host. */
  get(url: string): Promise<LightMyRequestResponse>;
  /** The namespace's keys and bytes, once the count has stopped changing. */
  footprint(): Promise<Footprint>;
  /** Requests every URL, ten at a time, and checks each answer's status. */
  flood(urls: readonly string[], check: (status: number) => void): Promise<void>;
}

/** Call at the top of a test file: starts the stack in beforeAll, closes it and clears its keys after. */
export function useRedisFootprint(prefix: string): RedisFootprintKit {
  const namespace = `${prefix}-${randomUUID().slice(0, 8)}`;
  let stack: Stack | undefined;
  let redis: Redis | undefined;
  beforeAll(async () => {
    redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
    stack = await startStack({ env: { REDIS_URL, CACHE_NAMESPACE: namespace }, random: () => 0.5 });
  }, 60_000);
  afterAll(async () => {
    await stack?.close();
    if (redis) {
      for (const key of await keys()) await redis.del(key);
      redis.disconnect();
    }
  });

  const client = (): Redis => {
    if (!redis) throw new Error(`Redis is connected in beforeAll (${REDIS_URL})`);
    return redis;
  };
  async function keys(): Promise<string[]> {
    const found: string[] = [];
    let cursor = '0';
    do {
      const [next, batch] = await client().scan(cursor, 'MATCH', `${namespace}:*`, 'COUNT', 1000);
      cursor = next;
      found.push(...batch);
    } while (cursor !== '0');
    return found;
  }
  const get = (url: string) => {
    if (!stack) throw new Error('the stack is started in beforeAll');
    return stack.composer.inject({ url, headers: { host: 'localhost:3000' } });
  };
  return {
    get,
    async footprint() {
      let last = -1;
      let found = await keys();
      while (found.length !== last) {
        last = found.length;
        await new Promise((resolve) => setTimeout(resolve, 300));
        found = await keys();
      }
      let bytes = 0;
      for (const key of found) bytes += Number((await client().memory('USAGE', key)) ?? 0);
      return { keys: found, bytes };
    },
    async flood(urls, check) {
      for (let i = 0; i < urls.length; i += 10) {
        const batch = await Promise.all(urls.slice(i, i + 10).map(get));
        for (const res of batch) check(res.statusCode);
      }
    },
  };
}

/** The keys of `after` that `before` did not have. */
export const addedKeys = (before: Footprint, after: Footprint): string[] =>
  after.keys.filter((key) => !before.keys.includes(key));
