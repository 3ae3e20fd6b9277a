/**
 * The real services the integration tests talk to. When one is down the tests fail at once with a
 * message that says how to start it; they never skip.
 */
import { Redis } from 'ioredis';
import pg from 'pg';
import { expect } from 'vitest';

export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
export const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export async function requireRedis(): Promise<void> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000 });
  try {
    await redis.connect();
    await redis.ping();
  } catch (cause) {
    throw new Error(
      `Redis is not reachable at ${REDIS_URL}: start it (README, or .ci/run) — these tests talk to the real Redis`,
      { cause },
    );
  } finally {
    redis.disconnect();
  }
}

export async function requirePostgres(): Promise<void> {
  const client = new pg.Client({ connectionString: DATABASE_URL, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (cause) {
    throw new Error(
      `PostgreSQL is not reachable at ${DATABASE_URL}: start it (README, or .ci/run) — these tests talk to the real database`,
      { cause },
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function dropSchema(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await client.end();
  }
}

export const uniqueName = (prefix: string): string =>
  `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;

/**
 * Every key of a namespace in the real Redis, and each string value: none holds any of `secrets`
 * (visitor data must never reach the shared cache). Returns how many keys were read.
 */
export async function redisKeysWithout(namespace: string, secrets: readonly string[]): Promise<number> {
  const redis = new Redis(REDIS_URL);
  try {
    const keys = await redis.keys(`${namespace}*`);
    for (const key of keys) {
      for (const secret of secrets) expect(key).not.toContain(secret);
      const value = (await redis.type(key)) === 'string' ? await redis.getBuffer(key) : null;
      if (value) for (const secret of secrets) expect(value.toString('utf8'), key).not.toContain(secret);
    }
    return keys.length;
  } finally {
    redis.disconnect();
  }
}

/** Deletes a namespace's keys from the real Redis (a test's own, after it). */
export async function dropRedisNamespace(namespace: string): Promise<void> {
  const redis = new Redis(REDIS_URL);
  try {
    const keys = await redis.keys(`${namespace}*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}
