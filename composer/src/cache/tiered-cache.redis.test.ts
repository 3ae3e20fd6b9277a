// The cache against the real Redis at REDIS_URL: the envelope and tag sets it writes, promotion of Redis
// hits, stale-while-revalidate across instances, and invalidation through pub/sub between two instances.

import type { Redis } from 'ioredis';
import { Registry } from 'prom-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  adminClient,
  deleteNamespace,
  eventually,
  manualClock,
  REDIS_URL,
  recordingLogger,
  requireRedis,
  settle,
  uniqueNamespace,
} from '../../test/cache-support.ts';
import { TieredCache, type TieredCacheOptions } from './index.ts';

let admin: Redis;
const namespaces: string[] = [];
const caches: TieredCache[] = [];

beforeAll(async () => {
  await requireRedis();
  admin = adminClient();
  await admin.connect();
});

afterEach(async () => {
  await Promise.all(caches.splice(0).map((cache) => cache.close()));
});

afterAll(async () => {
  for (const namespace of namespaces) await deleteNamespace(admin, namespace);
  admin?.disconnect();
});

function testNamespace(): string {
  const namespace = uniqueNamespace('redis');
  namespaces.push(namespace);
  return namespace;
}

/** Caches sharing one namespace (like instances of one deployment), each connected and subscribed. */
async function instances(count: number, options: Partial<TieredCacheOptions> = {}) {
  const namespace = testNamespace();
  const made = Array.from({ length: count }, () => {
    const log = recordingLogger();
    const cache = new TieredCache({ namespace, redis: { url: REDIS_URL }, logger: log.logger, ...options });
    caches.push(cache);
    return { cache, log };
  });
  await eventually(async () => {
    expect(made.map(({ cache }) => cache.redisStatus())).toEqual(Array(count).fill('ok'));
    const [, subscribers] = (await admin.pubsub('NUMSUB', `${namespace}:invalidate`)) as [string, number];
    expect(subscribers).toBe(count);
  });
  return { namespace, made };
}

describe('TieredCache with Redis', () => {
  it('reports ok and answers ping', async () => {
    const { made } = await instances(1);
    expect(made[0]!.cache.redisStatus()).toBe('ok');
    await expect(made[0]!.cache.ping()).resolves.toBe(true);
  });

  it('writes a JSON envelope under namespace:key with PX expiry at staleUntil, and tag sets', async () => {
    const clock = manualClock(Date.now());
    const { namespace, made } = await instances(1, { now: clock.now });
    const cache = made[0]!.cache;
    await cache.set(
      'home:us',
      { title: 'Home' },
      { ttlMs: 10_000, staleMs: 20_000, tags: ['layout:home:us'] },
    );

    const raw = await admin.get(`${namespace}:home:us`);
    expect(JSON.parse(raw!)).toEqual({
      v: { title: 'Home' },
      freshUntil: clock.now() + 10_000,
      staleUntil: clock.now() + 30_000,
      tags: ['layout:home:us'],
    });
    const pttl = await admin.pttl(`${namespace}:home:us`);
    expect(pttl).toBeGreaterThan(29_000);
    expect(pttl).toBeLessThanOrEqual(30_000);
    expect(await admin.smembers(`${namespace}:tag:layout:home:us`)).toEqual([`${namespace}:home:us`]);
    expect(await admin.pttl(`${namespace}:tag:layout:home:us`)).toBeGreaterThan(29_000);
  });

  it('looks up memory, then Redis, then load; a Redis hit is promoted with its remaining freshness', async () => {
    const registry = new Registry();
    const clock = manualClock(Date.now());
    const namespace = testNamespace();
    const log = recordingLogger();
    const writer = new TieredCache({
      namespace,
      redis: { url: REDIS_URL },
      logger: log.logger,
      now: clock.now,
    });
    const reader = new TieredCache({
      namespace,
      redis: { url: REDIS_URL },
      logger: log.logger,
      now: clock.now,
      registry,
    });
    caches.push(writer, reader);
    await eventually(() => expect([writer.redisStatus(), reader.redisStatus()]).toEqual(['ok', 'ok']));

    await writer.wrap('k', { ttlMs: 1_000 }, async () => 'from load');
    await eventually(async () => expect(await admin.exists(`${namespace}:k`)).toBe(1));

    clock.advance(600);
    const load = vi.fn(async () => 'should not load');
    expect(reader.peek('k')).toBeUndefined(); // not in the reader's memory yet
    await expect(reader.wrap('k', { ttlMs: 1_000 }, load)).resolves.toBe('from load');
    expect(load).not.toHaveBeenCalled();
    expect(reader.peek('k')).toBe('from load'); // promoted
    clock.advance(399);
    expect(reader.peek('k')).toBe('from load');
    clock.advance(1);
    expect(reader.peek('k')).toBeUndefined(); // only the remaining 400 ms, not a new ttlMs

    const requests = (await registry.getSingleMetricAsString('waypoint_cache_requests_total')).split('\n');
    expect(requests).toContain('waypoint_cache_requests_total{tier="redis",result="hit"} 1');
    expect(requests).toContain('waypoint_cache_requests_total{tier="memory",result="miss"} 1');
  });

  it('counts a Redis miss, then loads', async () => {
    const registry = new Registry();
    const { made } = await instances(1, { registry });
    await made[0]!.cache.wrap('absent', { ttlMs: 1_000 }, async () => 'loaded');
    const requests = await registry.getSingleMetricAsString('waypoint_cache_requests_total');
    expect(requests).toContain('waypoint_cache_requests_total{tier="redis",result="miss"} 1');
  });

  it('shares one Redis lookup between concurrent callers', async () => {
    const registry = new Registry();
    const { namespace, made } = await instances(1, { registry });
    const entry = { v: 'remote', freshUntil: Date.now() + 60_000, staleUntil: Date.now() + 60_000, tags: [] };
    await admin.set(`${namespace}:k`, JSON.stringify(entry), 'PX', 60_000);
    const load = vi.fn(async () => 'loaded');
    const answers = await Promise.all(
      Array.from({ length: 500 }, () => made[0]!.cache.wrap('k', { ttlMs: 1 }, load)),
    );
    expect(new Set(answers)).toEqual(new Set(['remote']));
    expect(load).not.toHaveBeenCalled();
    const requests = await registry.getSingleMetricAsString('waypoint_cache_requests_total');
    expect(requests).toContain('waypoint_cache_requests_total{tier="redis",result="hit"} 1');
  });

  it('serves a stale Redis entry and refreshes it once in the background', async () => {
    const { namespace, made } = await instances(1);
    const now = Date.now();
    const stale = { v: 'stale', freshUntil: now - 1_000, staleUntil: now + 60_000, tags: [] };
    await admin.set(`${namespace}:k`, JSON.stringify(stale), 'PX', 60_000);
    const load = vi.fn(async () => 'refreshed');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => made[0]!.cache.wrap('k', { ttlMs: 5_000 }, load)),
    );
    expect(answers).toEqual(Array(20).fill('stale'));
    await eventually(() => expect(made[0]!.cache.peek('k')).toBe('refreshed'));
    expect(load).toHaveBeenCalledTimes(1);
    await eventually(async () =>
      expect(JSON.parse((await admin.get(`${namespace}:k`))!).v).toBe('refreshed'),
    );
  });

  it('refreshes a stale memory entry from Redis when another instance already refreshed it', async () => {
    const clock = manualClock(Date.now());
    const { namespace, made } = await instances(2, { now: clock.now });
    const [a, b] = [made[0]!.cache, made[1]!.cache];
    const options = { ttlMs: 1_000, staleMs: 60_000 };
    await a.wrap('k', options, async () => 'v1');
    await eventually(async () => expect(await admin.exists(`${namespace}:k`)).toBe(1));
    await expect(b.wrap('k', options, async () => 'unexpected')).resolves.toBe('v1');
    clock.advance(1_500);
    await a.set('k', 'v2', options); // a refreshed it
    const load = vi.fn(async () => 'v3');
    await expect(b.wrap('k', options, load)).resolves.toBe('v1'); // stale at once
    await eventually(() => expect(b.peek('k')).toBe('v2'));
    expect(load).not.toHaveBeenCalled();
  });

  it('treats an unreadable Redis entry as a miss and warns', async () => {
    const { namespace, made } = await instances(1);
    await admin.set(`${namespace}:k`, 'not an envelope', 'PX', 60_000);
    await expect(made[0]!.cache.wrap('k', { ttlMs: 1_000 }, async () => 'loaded')).resolves.toBe('loaded');
    expect(made[0]!.log.events('cache_corrupt_entry')).toMatchObject([{ level: 'warn', obj: { key: 'k' } }]);
  });

  it('invalidates tags in Redis: the keys and the tag sets are deleted, untagged keys stay', async () => {
    const { namespace, made } = await instances(1);
    const cache = made[0]!.cache;
    await cache.set('home', 'H', { ttlMs: 60_000, tags: ['layout:home:us', 'upstream:/api/home:us'] });
    await cache.set('promo', 'P', { ttlMs: 60_000, tags: ['upstream:/api/promotion:us'] });
    await cache.set('footer', 'F', { ttlMs: 60_000 });
    await cache.invalidateTags(['upstream:/api/home:us', 'upstream:/api/promotion:us']);
    expect(await admin.exists(`${namespace}:home`, `${namespace}:promo`)).toBe(0);
    expect(await admin.exists(`${namespace}:tag:upstream:/api/home:us`)).toBe(0);
    expect(await admin.get(`${namespace}:footer`)).not.toBeNull();
    expect(cache.peek('home')).toBeUndefined();
    expect(cache.peek('footer')).toBe('F');
  });

  it('invalidating from one instance drops the entry from the memory of another', async () => {
    const { namespace, made } = await instances(2);
    const [a, b] = [made[0]!.cache, made[1]!.cache];
    const options = { ttlMs: 60_000, tags: ['layout:home:us'] };
    await a.wrap('home', options, async () => 'home page');
    await b.wrap('home', options, async () => 'home page');
    await b.set('other', 'kept', { ttlMs: 60_000, tags: ['layout:trip:us'] });
    expect(b.peek('home')).toBe('home page');

    const messages: string[] = [];
    const listener = adminClient();
    await listener.connect();
    await listener.subscribe(`${namespace}:invalidate`);
    listener.on('message', (_channel, message) => messages.push(message));

    await a.invalidateTags(['layout:home:us']);
    expect(a.peek('home')).toBeUndefined();
    await eventually(() => expect(b.peek('home')).toBeUndefined(), 500);
    expect(b.peek('other')).toBe('kept');
    await eventually(() => expect(messages).toHaveLength(1));
    expect(JSON.parse(messages[0]!)).toEqual({ origin: a.instanceId, tags: ['layout:home:us'] });
    listener.disconnect();
  });

  it('ignores a malformed invalidation message with a warning', async () => {
    const { namespace, made } = await instances(1);
    await made[0]!.cache.set('k', 'v', { ttlMs: 60_000, tags: ['t'] });
    await admin.publish(`${namespace}:invalidate`, 'garbage');
    await eventually(() => expect(made[0]!.log.events('cache_bad_invalidation')).toHaveLength(1));
    expect(made[0]!.cache.peek('k')).toBe('v');
    await settle();
  });
});
