// Redis failing under the cache: killed, hung, unreachable at startup. The cache must keep answering from
// memory and `load` within the command timeout, log the outage once each way, and recover by itself.

import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { adminClient, eventually, recordingLogger, uniqueNamespace } from '../../test/cache-support.ts';
import { freePort, RedisServerProcess } from '../../test/redis-server.ts';
import { TieredCache } from './index.ts';
import { FAILURES_TO_TRIP } from './redis-health.ts';

const servers: RedisServerProcess[] = [];
const caches: TieredCache[] = [];

afterEach(async () => {
  await Promise.all(caches.splice(0).map((cache) => cache.close()));
});

afterAll(async () => {
  for (const server of servers) {
    server.resume(); // SIGKILL works on a stopped process too; resuming first keeps its exit ordinary
    await server.kill();
  }
});

async function startServer(): Promise<RedisServerProcess> {
  const server = new RedisServerProcess(await freePort());
  servers.push(server);
  await server.start();
  return server;
}

function cacheOn(url: string, namespace = uniqueNamespace('fault')) {
  const log = recordingLogger();
  const cache = new TieredCache({
    namespace,
    redis: { url: url },
    logger: log.logger,
    redisCommandTimeoutMs: 50,
  });
  caches.push(cache);
  return { cache, log, namespace };
}

async function timed<T>(call: () => Promise<T> | T): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await call();
  return { value, ms: performance.now() - start };
}

const LONG = { ttlMs: 60_000 };

describe('TieredCache when Redis fails', () => {
  it('keeps answering from memory when Redis is killed, logs the outage once, and recovers', async () => {
    const server = await startServer();
    const { cache, log, namespace } = cacheOn(server.url);
    await eventually(() => expect(cache.redisStatus()).toBe('ok'));
    await cache.wrap('cached', LONG, async () => 'from memory');

    await server.kill();
    const unexpectedLoad = vi.fn(async () => 'should come from memory');
    const durations: number[] = [];
    const started = Date.now();
    for (let i = 0; Date.now() - started < 2_500; i++) {
      const peeked = await timed(() => cache.peek('cached'));
      const hit = await timed(() => cache.wrap('cached', LONG, unexpectedLoad));
      const loaded = await timed(() => cache.wrap(`new-${i}`, LONG, async () => i));
      expect([peeked.value, hit.value, loaded.value]).toEqual(['from memory', 'from memory', i]);
      durations.push(peeked.ms, hit.ms, loaded.ms);
      await sleep(10);
    }
    expect(unexpectedLoad).not.toHaveBeenCalled();
    expect(Math.max(...durations)).toBeLessThan(200);
    expect(cache.redisStatus()).toBe('down');
    await expect(cache.ping()).resolves.toBe(false);

    // Many calls and several reconnect attempts (backoff 100, 200, 400, 800 ms...), one error log.
    expect(log.events('redis_connection_error').length).toBeGreaterThan(2);
    const down = log.events('redis_down');
    expect(down).toHaveLength(1);
    expect(down[0]).toMatchObject({ level: 'error', obj: { err: expect.any(Error) } });
    expect(log.records.filter((record) => record.level === 'error')).toHaveLength(1);

    await server.start(); // same port
    await eventually(() => expect(cache.redisStatus()).toBe('ok'), 5_000);
    expect(log.events('redis_up')).toMatchObject([{ level: 'warn' }]);
    expect(log.events('redis_down')).toHaveLength(1);
    await expect(cache.ping()).resolves.toBe(true);

    await cache.wrap('after-recovery', LONG, async () => 'written');
    const admin = adminClient(server.url);
    await admin.connect();
    await eventually(async () => expect(await admin.get(`${namespace}:after-recovery`)).not.toBeNull());
    admin.disconnect();
  });

  it('pays at most the command timeout while Redis hangs, then skips it until it answers again', async () => {
    const server = await startServer();
    const { cache, log } = cacheOn(server.url);
    await eventually(() => expect(cache.redisStatus()).toBe('ok'));
    await cache.wrap('cached', LONG, async () => 'from memory');

    server.pause();
    const durations: number[] = [];
    for (let i = 0; i < 20; i++) {
      const call = await timed(() => cache.wrap(`miss-${i}`, LONG, async () => i));
      expect(call.value).toBe(i);
      durations.push(call.ms);
    }
    expect(cache.peek('cached')).toBe('from memory');
    expect(Math.max(...durations)).toBeLessThan(200);
    // The first calls wait for the 50 ms timeout; after FAILURES_TO_TRIP failed commands (reads and
    // background writes) the circuit opens and Redis is not asked at all.
    const slow = durations.filter((ms) => ms >= 45).length;
    expect(slow).toBeGreaterThanOrEqual(1);
    expect(slow).toBeLessThanOrEqual(FAILURES_TO_TRIP);
    expect(Math.max(...durations.slice(-10))).toBeLessThan(45);
    expect(cache.redisStatus()).toBe('down');
    expect(log.events('redis_down')).toHaveLength(1);

    server.resume();
    await eventually(() => expect(cache.redisStatus()).toBe('ok'), 5_000);
    expect(log.events('redis_up')).toHaveLength(1);
    expect(log.events('redis_down')).toHaveLength(1);
  });

  it('replays an invalidation made while Redis was unreachable, in Redis and in other instances', async () => {
    const server = await startServer();
    const namespace = uniqueNamespace('fault');
    const a = cacheOn(server.url, namespace);
    const b = cacheOn(server.url, namespace);
    const admin = adminClient(server.url);
    await admin.connect();
    await eventually(async () => {
      expect([a.cache.redisStatus(), b.cache.redisStatus()]).toEqual(['ok', 'ok']);
      expect(await admin.pubsub('NUMSUB', `${namespace}:invalidate`)).toEqual([`${namespace}:invalidate`, 2]);
    });
    const options = { ttlMs: 60_000, tags: ['layout:home:us'] };
    await a.cache.wrap('home', options, async () => 'home page');
    await eventually(async () => expect(await admin.exists(`${namespace}:home`)).toBe(1));
    await b.cache.wrap('home', options, async () => 'unexpected');
    expect(b.cache.peek('home')).toBe('home page');

    server.pause();
    for (let i = 0; a.cache.redisStatus() === 'ok' && i < 10; i++) {
      await a.cache.wrap(`trip-breaker-${i}`, LONG, async () => i);
    }
    expect(a.cache.redisStatus()).toBe('down');
    await a.cache.invalidateTags(['layout:home:us']);
    expect(a.cache.peek('home')).toBeUndefined();
    expect(a.log.events('cache_invalidation_deferred')).toHaveLength(1);
    expect(b.cache.peek('home')).toBe('home page'); // b could not hear it yet

    server.resume();
    await eventually(async () => {
      expect(await admin.exists(`${namespace}:home`)).toBe(0);
      expect(b.cache.peek('home')).toBeUndefined();
    }, 5_000);
    expect(a.log.events('cache_invalidation_replayed')).toHaveLength(1);
    admin.disconnect();
  });

  it('drops tagged entries after its subscription was interrupted, since it may have missed invalidations', async () => {
    const server = await startServer();
    const { cache, log } = cacheOn(server.url);
    await eventually(() => expect(cache.redisStatus()).toBe('ok'));
    await cache.wrap('home', { ttlMs: 60_000, tags: ['layout:home:us'] }, async () => 'home page');
    await cache.wrap('footer', LONG, async () => 'footer');

    await server.kill();
    await eventually(() => expect(cache.redisStatus()).toBe('down'));
    expect(cache.peek('home')).toBe('home page'); // kept through the outage itself
    await server.start();
    await eventually(() => expect(cache.peek('home')).toBeUndefined(), 5_000);
    expect(cache.peek('footer')).toBe('footer'); // untagged entries cannot be invalidated: kept
    expect(log.events('cache_resubscribed')).toMatchObject([{ level: 'info', obj: { dropped: 1 } }]);
  });

  it('starts without Redis, serves from memory, and connects when Redis appears', async () => {
    const server = new RedisServerProcess(await freePort());
    servers.push(server);
    const { cache, log } = cacheOn(server.url);
    await eventually(() => expect(log.events('redis_down')).toHaveLength(1));
    expect(cache.redisStatus()).toBe('down');
    const call = await timed(() => cache.wrap('k', LONG, async () => 'loaded'));
    expect(call).toMatchObject({ value: 'loaded' });
    expect(call.ms).toBeLessThan(200);
    expect(cache.peek('k')).toBe('loaded');

    await server.start();
    await eventually(() => expect(cache.redisStatus()).toBe('ok'), 5_000);
    expect(log.events('redis_up')).toHaveLength(1);
    expect(log.events('redis_down')).toHaveLength(1);
  });
});
