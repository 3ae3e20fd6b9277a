// The cache without Redis: single flight, stale-while-revalidate, local tags, metrics.

import pino from 'pino';
import { Registry } from 'prom-client';
import { describe, expect, it, vi } from 'vitest';
import { manualClock, recordingLogger, settle } from '../../test/cache-support.ts';
import { shortLived, TieredCache, type TieredCacheOptions } from './index.ts';

function memoryCache(options: Partial<TieredCacheOptions> = {}) {
  const log = recordingLogger();
  const clock = manualClock();
  const cache = new TieredCache({ namespace: 'wp:test', logger: log.logger, now: clock.now, ...options });
  return { cache, log, clock };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

async function metricValue(registry: Registry, name: string, labels: Record<string, string> = {}) {
  const metric = (await registry.getMetricsAsJSON()).find((m) => m.name === name);
  const sample = metric?.values.find((v) => Object.entries(labels).every(([k, l]) => v.labels[k] === l));
  return sample?.value ?? 0;
}

describe('TieredCache without Redis', () => {
  it('reports the Redis tier as disabled and is always ready', async () => {
    const { cache } = memoryCache();
    expect(cache.redisStatus()).toBe('disabled');
    await expect(cache.ping()).resolves.toBe(true);
    await cache.close();
  });

  it('accepts a pino logger', async () => {
    const cache = new TieredCache({ namespace: 'wp:test', logger: pino({ level: 'silent' }) });
    await expect(cache.wrap('k', { ttlMs: 1_000 }, async () => 'v')).resolves.toBe('v');
    await cache.close();
  });

  it('loads once, then serves from memory', async () => {
    const { cache } = memoryCache();
    const load = vi.fn(async () => ({ title: 'Home' }));
    const first = await cache.wrap('home', { ttlMs: 1_000 }, load);
    const second = await cache.wrap('home', { ttlMs: 1_000 }, load);
    expect(second).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    expect(cache.peek('home')).toBe(first);
  });

  it('keeps a short-lived value for its own life, without a stale window', async () => {
    const { cache, clock } = memoryCache();
    const gate = deferred<ReturnType<typeof shortLived<string>>>();
    const load = vi.fn(() => gate.promise);
    const options = { ttlMs: 60_000, staleMs: 600_000 };
    const waiters = [cache.wrap('k', options, load), cache.wrap('k', options, load)];
    gate.resolve(shortLived('degraded', 5_000));
    expect(await Promise.all(waiters)).toEqual(['degraded', 'degraded']);
    expect(load).toHaveBeenCalledTimes(1);
    expect(cache.peek('k')).toBe('degraded');
    clock.advance(5_001);
    expect(cache.peek('k')).toBeUndefined();
    await expect(cache.wrap('k', options, async () => 'whole')).resolves.toBe('whole');
    expect(cache.peek('k')).toBe('whole');
  });

  it('shares one load between 500 concurrent callers (single flight)', async () => {
    const { cache } = memoryCache();
    const gate = deferred<string>();
    const load = vi.fn(() => gate.promise);
    const callers = Array.from({ length: 500 }, () => cache.wrap('k', { ttlMs: 1_000 }, load));
    gate.resolve('value');
    const results = await Promise.all(callers);
    expect(load).toHaveBeenCalledTimes(1);
    expect(new Set(results)).toEqual(new Set(['value']));
  });

  it('gives every waiter the error of a rejected load and caches nothing', async () => {
    const { cache } = memoryCache();
    const gate = deferred<string>();
    const failing = vi.fn(() => gate.promise);
    const callers = Array.from({ length: 50 }, () => cache.wrap('k', { ttlMs: 1_000 }, failing));
    const boom = new Error('upstream down');
    gate.reject(boom);
    const outcomes = await Promise.allSettled(callers);
    expect(failing).toHaveBeenCalledTimes(1);
    expect(outcomes.every((o) => o.status === 'rejected' && o.reason === boom)).toBe(true);
    expect(cache.peek('k')).toBeUndefined();
    await expect(cache.wrap('k', { ttlMs: 1_000 }, async () => 'recovered')).resolves.toBe('recovered');
  });

  it('treats a load that throws synchronously like a rejected one', async () => {
    const { cache } = memoryCache();
    const load = (() => {
      throw new Error('sync');
    }) as unknown as () => Promise<string>;
    await expect(cache.wrap('k', { ttlMs: 1_000 }, load)).rejects.toThrow('sync');
  });

  it('rejects meaningless durations before loading', async () => {
    const { cache } = memoryCache();
    const load = vi.fn(async () => 'v');
    await expect(cache.wrap('k', { ttlMs: 0 }, load)).rejects.toThrow(RangeError);
    expect(load).not.toHaveBeenCalled();
  });

  describe('stale-while-revalidate', () => {
    const options = { ttlMs: 1_000, staleMs: 5_000 };

    it('serves the stale value at once and runs exactly one background refresh', async () => {
      const { cache, clock } = memoryCache();
      await cache.wrap('k', options, async () => 'v1');
      clock.advance(1_500);
      expect(cache.peek('k')).toBeUndefined(); // peek only answers fresh values

      const gate = deferred<string>();
      const refresh = vi.fn(() => gate.promise);
      const answers = await Promise.all(Array.from({ length: 20 }, () => cache.wrap('k', options, refresh)));
      expect(answers).toEqual(Array(20).fill('v1'));
      expect(refresh).toHaveBeenCalledTimes(1);

      gate.resolve('v2');
      await settle();
      expect(cache.peek('k')).toBe('v2');
      await expect(cache.wrap('k', options, refresh)).resolves.toBe('v2');
      expect(refresh).toHaveBeenCalledTimes(1);
    });

    it('keeps the stale value when the refresh fails, and logs the key at warn', async () => {
      const { cache, clock, log } = memoryCache();
      await cache.wrap('k', options, async () => 'v1');
      clock.advance(2_000);
      const failing = vi.fn(async () => {
        throw new Error('upstream 503');
      });
      await expect(cache.wrap('k', options, failing)).resolves.toBe('v1');
      await settle();
      expect(failing).toHaveBeenCalledTimes(1);
      const warned = log.events('cache_refresh_failed');
      expect(warned).toHaveLength(1);
      expect(warned[0]).toMatchObject({ level: 'warn', obj: { key: 'k', err: { message: 'upstream 503' } } });
      // still stale-served; the next call tries one more refresh
      await expect(cache.wrap('k', options, async () => 'v2')).resolves.toBe('v1');
      await settle();
      expect(cache.peek('k')).toBe('v2');
    });

    it('forgets the entry past staleUntil and waits for a fresh load', async () => {
      const { cache, clock } = memoryCache();
      await cache.wrap('k', options, async () => 'v1');
      clock.advance(6_000);
      await expect(cache.wrap('k', options, async () => 'v2')).resolves.toBe('v2');
    });
  });

  describe('tags', () => {
    it('drops tagged entries and keeps the others', async () => {
      const { cache } = memoryCache();
      await cache.set('home', 'H', { ttlMs: 1_000, tags: ['layout:home:us'] });
      await cache.set('trip', 'T', { ttlMs: 1_000, tags: ['layout:trip:us'] });
      await cache.invalidateTags(['layout:home:us']);
      expect(cache.peek('home')).toBeUndefined();
      expect(cache.peek('trip')).toBe('T');
    });

    it('does not cache a value whose load was running when its tag was invalidated', async () => {
      const { cache } = memoryCache();
      const options = { ttlMs: 1_000, tags: ['layout:home:us'] };
      const oldLoad = deferred<string>();
      const newLoad = deferred<string>();
      const pending = cache.wrap('home', options, () => oldLoad.promise);
      await cache.invalidateTags(['layout:home:us']);
      // a caller arriving after the invalidation does not join the outdated load
      const fresh = cache.wrap('home', options, () => newLoad.promise);
      newLoad.resolve('new layout');
      await expect(fresh).resolves.toBe('new layout');
      oldLoad.resolve('old layout'); // finishes last, but must not overwrite the newer value
      await expect(pending).resolves.toBe('old layout');
      expect(cache.peek('home')).toBe('new layout');
    });
  });

  it('lets an explicit set win over a load that started before it', async () => {
    const { cache } = memoryCache();
    const gate = deferred<string>();
    const pending = cache.wrap('k', { ttlMs: 1_000 }, () => gate.promise);
    await cache.set('k', 'set value', { ttlMs: 1_000 });
    gate.resolve('loaded value');
    await pending;
    expect(cache.peek('k')).toBe('set value');
  });

  it('logs and still answers when a loaded value cannot be encoded', async () => {
    const { cache, log } = memoryCache();
    await expect(cache.wrap('k', { ttlMs: 1_000 }, async () => 10n)).resolves.toBe(10n);
    expect(cache.peek('k')).toBeUndefined();
    expect(log.events('cache_encode_failed')).toMatchObject([{ level: 'error', obj: { key: 'k' } }]);
    await expect(cache.set('k', 10n, { ttlMs: 1_000 })).rejects.toThrow(TypeError);
  });

  describe('metrics', () => {
    it('counts lookups by tier and result, loads by outcome, and memory entries', async () => {
      const registry = new Registry();
      const { cache, clock } = memoryCache({ registry });
      const options = { ttlMs: 1_000, staleMs: 1_000 };
      await cache.wrap('a', options, async () => 1); // memory miss, load ok
      await cache.wrap('a', options, async () => 1); // memory hit
      cache.peek('a'); // memory hit
      cache.peek('missing'); // not counted: the wrap that follows counts the miss
      await cache.wrap('b', options, async () => Promise.reject(new Error('x'))).catch(() => {}); // miss, load error
      clock.advance(1_500);
      await cache.wrap('a', options, async () => 2); // memory stale, load ok in background
      await settle();

      const requests = 'waypoint_cache_requests_total';
      expect(await metricValue(registry, requests, { tier: 'memory', result: 'hit' })).toBe(2);
      expect(await metricValue(registry, requests, { tier: 'memory', result: 'miss' })).toBe(2);
      expect(await metricValue(registry, requests, { tier: 'memory', result: 'stale' })).toBe(1);
      expect(await metricValue(registry, requests, { tier: 'redis' })).toBe(0);
      expect(await metricValue(registry, 'waypoint_cache_loads_total', { result: 'ok' })).toBe(2);
      expect(await metricValue(registry, 'waypoint_cache_loads_total', { result: 'error' })).toBe(1);
      expect(await metricValue(registry, 'waypoint_cache_memory_entries')).toBe(1);
    });

    it('lets several caches share one registry and sums their entries', async () => {
      const registry = new Registry();
      const first = memoryCache({ registry }).cache;
      const second = memoryCache({ registry }).cache;
      await first.set('a', 1, { ttlMs: 1_000 });
      await second.set('a', 1, { ttlMs: 1_000 });
      await second.set('b', 1, { ttlMs: 1_000 });
      expect(await metricValue(registry, 'waypoint_cache_memory_entries')).toBe(3);
      await second.close();
      expect(await metricValue(registry, 'waypoint_cache_memory_entries')).toBe(1);
    });
  });
});
