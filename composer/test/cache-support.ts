// Helpers shared by the cache tests: a recording logger, a manual clock, the real-Redis guard, unique
// namespaces and polling. Not exported from index.ts.

import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import type { CacheLogger } from '../src/cache/logger.ts';

export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface LogRecord {
  level: 'debug' | 'info' | 'warn' | 'error';
  obj: Record<string, unknown>;
  msg: string | undefined;
}

export function recordingLogger(): {
  logger: CacheLogger;
  records: LogRecord[];
  events: (event: string) => LogRecord[];
} {
  const records: LogRecord[] = [];
  const at =
    (level: LogRecord['level']) =>
    (obj: Record<string, unknown>, msg?: string): void => {
      records.push({ level, obj, msg });
    };
  return {
    logger: { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') },
    records,
    events: (event) => records.filter((record) => record.obj['event'] === event),
  };
}

export function manualClock(start = 1_700_000_000_000): { now: () => number; advance: (ms: number) => void } {
  let time = start;
  return {
    now: () => time,
    advance: (ms) => {
      time += ms;
    },
  };
}

export function uniqueNamespace(label: string): string {
  return `wp:test:${label}:${randomUUID().slice(0, 8)}`;
}

/** A plain client for assertions and setup, failing fast instead of retrying. */
export function adminClient(url = REDIS_URL): Redis {
  return new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
}

/** Throws (never skips) when the shared Redis is unreachable: these tests exist to talk to it. */
export async function requireRedis(): Promise<void> {
  const client = adminClient();
  client.on('error', () => {}); // the failure is reported by the throw below
  try {
    await client.connect();
    const pong = await Promise.race([client.ping(), sleep(1_000).then(() => 'timeout')]);
    if (pong !== 'PONG') throw new Error(`PING answered ${pong}`);
  } catch (err) {
    throw new Error(
      `Redis is not reachable at ${new URL(REDIS_URL).host}: start it (see README) — these tests talk to the real Redis`,
      { cause: err },
    );
  } finally {
    client.disconnect();
  }
}

/** Deletes every key of a test namespace. */
export async function deleteNamespace(client: Redis, namespace: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await client.scan(cursor, 'MATCH', `${namespace}:*`, 'COUNT', 1000);
    if (keys.length > 0) await client.del(...keys);
    cursor = next;
  } while (cursor !== '0');
}

/** Retries the assertion until it passes or the time is up (then rethrows its last failure). */
export async function eventually(
  assertion: () => unknown | Promise<unknown>,
  timeoutMs = 3_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await assertion();
      return;
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await sleep(20);
    }
  }
}

/** Resolves after every queued microtask and pending promise callback has run. */
export async function settle(): Promise<void> {
  await sleep(0);
}
