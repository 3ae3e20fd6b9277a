import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminClient,
  deleteNamespace,
  manualClock,
  requireRedis,
  uniqueNamespace,
} from '../../../test/cache-support.ts';
import { hashSessionId, MemorySessionStore, RedisSessionStore, type SessionStore } from './sessions.ts';

const TTL_SECONDS = 3600;

/** Behaviour both stores share. */
function sharedBehaviour(store: () => SessionStore) {
  it('creates a random 256-bit id and a separate CSRF token', async () => {
    const a = await store().create('user-a');
    const b = await store().create('user-a');
    expect(a.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(a.id, 'base64url')).toHaveLength(32);
    expect(a.csrfToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.csrfToken).not.toBe(a.id);
    expect(b.id).not.toBe(a.id);
    expect(b.csrfToken).not.toBe(a.csrfToken);
    expect(a.expiresAt.getTime() - Date.now()).toBeGreaterThan(TTL_SECONDS * 1000 - 5_000);
  });

  it('finds a session by its id, and nothing for other ids', async () => {
    const created = await store().create('user-b');
    const found = await store().get(created.id);
    expect(found).toMatchObject({ userId: 'user-b', csrfToken: created.csrfToken });
    expect(found!.expiresAt.getTime()).toBeGreaterThanOrEqual(created.expiresAt.getTime() - 1000);
    expect(await store().get(`${created.id.slice(0, -1)}${created.id.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    expect(await store().get('')).toBeNull();
    expect(await store().get('not a session id')).toBeNull();
    expect(await store().get(created.csrfToken)).toBeNull();
  });

  it('destroy ends that session only', async () => {
    const one = await store().create('user-c');
    const two = await store().create('user-c');
    await store().destroy(one.id);
    expect(await store().get(one.id)).toBeNull();
    expect(await store().get(two.id)).not.toBeNull();
    await store().destroy(one.id); // twice is fine
    await store().destroy('unknown');
  });

  it("destroyUser ends every session of that user and no one else's", async () => {
    const mine = [await store().create('user-d'), await store().create('user-d')];
    const theirs = await store().create('user-e');
    await store().destroyUser('user-d');
    for (const s of mine) expect(await store().get(s.id)).toBeNull();
    expect(await store().get(theirs.id)).not.toBeNull();
    await store().destroyUser('nobody');
    // the user can sign in again afterwards
    const again = await store().create('user-d');
    expect(await store().get(again.id)).not.toBeNull();
  });
}

describe('MemorySessionStore', () => {
  const clock = manualClock();
  const store = new MemorySessionStore({ ttlSeconds: TTL_SECONDS, now: clock.now });
  const real = new MemorySessionStore({ ttlSeconds: TTL_SECONDS });

  sharedBehaviour(() => real);

  it('expires after ttl without use, and every read slides the expiry', async () => {
    const s = await store.create('slider');
    expect(s.expiresAt.getTime()).toBe(clock.now() + TTL_SECONDS * 1000);
    clock.advance(TTL_SECONDS * 1000 - 1);
    const read = await store.get(s.id);
    expect(read!.expiresAt.getTime()).toBe(clock.now() + TTL_SECONDS * 1000);
    clock.advance(TTL_SECONDS * 1000 - 1);
    expect(await store.get(s.id)).not.toBeNull();
    clock.advance(TTL_SECONDS * 1000);
    expect(await store.get(s.id)).toBeNull();
  });

  it('sweeps abandoned sessions', async () => {
    const sweeping = new MemorySessionStore({ ttlSeconds: 60, now: clock.now });
    for (let i = 0; i < 50; i++) await sweeping.create(`old-${i}`);
    clock.advance(61_000);
    for (let i = 0; i < 60; i++) await sweeping.create(`new-${i}`);
    expect(sweeping.size).toBe(60);
  });
});

describe('RedisSessionStore (real Redis)', () => {
  const namespace = uniqueNamespace('studio-sessions');
  let client: Redis;
  let admin: Redis;
  let store: RedisSessionStore;

  beforeAll(async () => {
    await requireRedis();
    client = adminClient();
    admin = adminClient();
    await Promise.all([client.connect(), admin.connect()]);
    store = new RedisSessionStore({ client, namespace, ttlSeconds: TTL_SECONDS });
  });
  afterAll(async () => {
    if (admin) await deleteNamespace(admin, namespace);
    client?.disconnect();
    admin?.disconnect();
  });

  sharedBehaviour(() => store);

  it('stores only the hash of the id, with PX expiry, and a per-user set', async () => {
    const s = await store.create('user-h');
    const keys = await admin.keys(`${namespace}:*`);
    expect(keys.some((k) => k.includes(s.id))).toBe(false);
    const key = `${namespace}:{studio}:sess:${hashSessionId(s.id)}`;
    const raw = await admin.get(key);
    expect(raw).not.toBeNull();
    expect(raw).not.toContain(s.id);
    expect(JSON.parse(raw!)).toEqual({ userId: 'user-h', csrfToken: s.csrfToken });
    const pttl = await admin.pttl(key);
    expect(pttl).toBeGreaterThan(TTL_SECONDS * 1000 - 5_000);
    expect(pttl).toBeLessThanOrEqual(TTL_SECONDS * 1000);
    expect(await admin.smembers(`${namespace}:{studio}:user-sess:user-h`)).toEqual([hashSessionId(s.id)]);
  });

  it('a read slides the expiry of the session and of its user set', async () => {
    const s = await store.create('user-i');
    const key = `${namespace}:{studio}:sess:${hashSessionId(s.id)}`;
    const userKey = `${namespace}:{studio}:user-sess:user-i`;
    await admin.pexpire(key, 5_000);
    await admin.pexpire(userKey, 5_000);
    expect(await store.get(s.id)).not.toBeNull();
    expect(await admin.pttl(key)).toBeGreaterThan(TTL_SECONDS * 1000 - 5_000);
    expect(await admin.pttl(userKey)).toBeGreaterThan(TTL_SECONDS * 1000 - 5_000);
  });

  it('an expired session is gone', async () => {
    const s = await store.create('user-j');
    await admin.pexpire(`${namespace}:{studio}:sess:${hashSessionId(s.id)}`, 1);
    await sleep(20);
    expect(await store.get(s.id)).toBeNull();
  });

  it('destroyUser leaves no keys behind', async () => {
    await store.create('user-k');
    await store.create('user-k');
    await store.destroyUser('user-k');
    const left = await admin.keys(`${namespace}:*`);
    expect(left.some((k) => k.endsWith(':user-k'))).toBe(false);
    const values = await Promise.all(left.filter((k) => k.includes(':sess:')).map((k) => admin.get(k)));
    expect(values.some((v) => v?.includes('"user-k"'))).toBe(false);
  });

  it('rejects when Redis cannot be reached (the caller answers 503)', async () => {
    const dead = adminClient('redis://127.0.0.1:1');
    dead.on('error', () => {});
    const unreachable = new RedisSessionStore({ client: dead, namespace, ttlSeconds: 60 });
    await expect(unreachable.get('x'.repeat(43))).rejects.toThrow();
    dead.disconnect();
  });
});
