import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, deleteNamespace, requireRedis, uniqueNamespace } from '../../../test/cache-support.ts';
import {
  accountKey,
  createLoginLimiter,
  type LoginLimiter,
  type LoginLimiterOptions,
  retryAfterSeconds,
} from './login-limiter.ts';

const LIMITS = { maxPerAccount: 3, maxPerAddress: 5, windowSeconds: 60 };
const email = () => `${randomUUID().slice(0, 8)}@waypoint.test`;
let ipCounter = 0;
const ip = () => `10.9.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

/** A failed attempt: reserved, judged wrong, nothing given back. */
async function fail(limiter: LoginLimiter, account: string, address: string) {
  const gate = await limiter.reserve(account, address);
  expect(gate, `${account} from ${address}`).toEqual({ blocked: false });
}

function behaviour(make: (options: Omit<LoginLimiterOptions, 'redis'>) => LoginLimiter) {
  const limiter = make(LIMITS);

  it('blocks an account after its failures, from any address, even for the right password', async () => {
    const victim = email();
    for (let i = 0; i < 3; i++) await fail(limiter, victim, ip());
    const gate = await limiter.reserve(victim, ip());
    expect(gate).toMatchObject({ blocked: true, by: 'account' });
    if (!gate.blocked) return;
    expect(gate.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(gate.retryAfterSeconds).toBeLessThanOrEqual(60);
    // the e-mail's case does not matter
    expect((await limiter.reserve(` ${victim.toUpperCase()} `, ip())).blocked).toBe(true);
    // another account is not affected
    expect(await limiter.reserve(email(), ip())).toEqual({ blocked: false });
  });

  it('blocks an address after its failures on any accounts; another address is not affected', async () => {
    const address = ip();
    for (let i = 0; i < 5; i++) await fail(limiter, email(), address);
    expect(await limiter.reserve(email(), address)).toMatchObject({ blocked: true, by: 'address' });
    expect(await limiter.reserve(email(), ip())).toEqual({ blocked: false });
  });

  it('a success clears the account failures and does not count against the address', async () => {
    const user = email();
    const address = ip();
    for (let i = 0; i < 2; i++) await fail(limiter, user, address);
    expect(await limiter.reserve(user, address)).toEqual({ blocked: false });
    await limiter.succeeded(user, address);
    // three fresh failures are allowed again; the address has 2 failures so far, then 3 more = 5
    for (let i = 0; i < 3; i++) await fail(limiter, user, address);
    expect((await limiter.reserve(user, address)).blocked).toBe(true);
  });

  it('successes alone never block an address', async () => {
    const address = ip();
    for (let i = 0; i < 12; i++) {
      const user = email();
      expect(await limiter.reserve(user, address)).toEqual({ blocked: false });
      await limiter.succeeded(user, address);
    }
  });

  it('a released attempt does not count', async () => {
    const user = email();
    const address = ip();
    for (let i = 0; i < 10; i++) {
      expect(await limiter.reserve(user, address)).toEqual({ blocked: false });
      await limiter.release(user, address);
    }
  });

  it('parallel guesses cannot outrun the counter', async () => {
    const user = email();
    const gates = await Promise.all(Array.from({ length: 12 }, () => limiter.reserve(user, ip())));
    expect(gates.filter((g) => !g.blocked)).toHaveLength(3);
  });

  it('refused attempts do not extend the block; it ends with the window', async () => {
    const short = make({ ...LIMITS, windowSeconds: 1 });
    const user = email();
    const address = ip();
    for (let i = 0; i < 3; i++) await fail(short, user, address);
    const gate = await short.reserve(user, address);
    expect(gate).toEqual({ blocked: true, by: 'account', retryAfterSeconds: 1 });
    await sleep(500);
    expect((await short.reserve(user, address)).blocked).toBe(true);
    await sleep(700);
    expect(await short.reserve(user, address)).toEqual({ blocked: false });
  });
}

describe('retryAfterSeconds', () => {
  it.each([
    [0, 1],
    [1, 1],
    [999, 1],
    [1000, 1],
    [1001, 2],
    [59_500, 60],
  ])('%d ms -> %d s', (ms, seconds) => expect(retryAfterSeconds(ms)).toBe(seconds));

  it('accountKey ignores case and surrounding spaces', () => {
    expect(accountKey('  Alice@Example.COM ')).toBe('alice@example.com');
  });
});

describe('login limiter in memory', () => {
  behaviour((options) => createLoginLimiter(options));
});

describe('login limiter in Redis (real Redis)', () => {
  const namespace = uniqueNamespace('studio-login');
  const clients: Redis[] = [];
  let admin: Redis;

  beforeAll(async () => {
    await requireRedis();
    admin = adminClient();
    await admin.connect();
  });
  afterAll(async () => {
    if (admin) await deleteNamespace(admin, namespace);
    admin?.disconnect();
    for (const c of clients) c.disconnect();
  });

  const connected = () => {
    const client = adminClient();
    void client.connect();
    clients.push(client);
    return client;
  };

  behaviour((options) => createLoginLimiter({ ...options, redis: { client: connected(), namespace } }));

  it('instances sharing Redis share the counts', async () => {
    const one = createLoginLimiter({ ...LIMITS, redis: { client: connected(), namespace } });
    const two = createLoginLimiter({ ...LIMITS, redis: { client: connected(), namespace } });
    const user = email();
    await fail(one, user, ip());
    await fail(two, user, ip());
    await fail(one, user, ip());
    expect((await two.reserve(user, ip())).blocked).toBe(true);
    const keys = await admin.keys(`${namespace}:studio:login:*`);
    expect(keys.length).toBeGreaterThan(0);
  });

  it('rejects when Redis cannot be reached', async () => {
    const dead = adminClient('redis://127.0.0.1:1');
    dead.on('error', () => {});
    const limiter = createLoginLimiter({ ...LIMITS, redis: { client: dead, namespace } });
    await expect(limiter.reserve(email(), ip())).rejects.toThrow();
    dead.disconnect();
  });
});
