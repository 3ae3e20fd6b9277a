import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { wrapDbError } from '../errors.ts';
import type { Db, Queryable } from './db.ts';
import { lockPgliteDataDir } from './pglite-lock.ts';

interface PGliteLike {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
}

const on = (target: PGliteLike): Queryable => ({
  async query<T extends object>(sql: string, params: readonly unknown[] = []) {
    try {
      return (await target.query<T>(sql, [...params])).rows;
    } catch (err) {
      throw wrapDbError(err);
    }
  },
  async exec(sql: string) {
    try {
      await target.exec(sql);
    } catch (err) {
      throw wrapDbError(err);
    }
  },
});

/**
 * Embedded PostgreSQL persisted in `dataDir`. PGlite is one connection in this process, so the
 * session's `search_path` holds for every later query, and its transactions are exclusive. Only one
 * process may open a data directory (a second opener would corrupt it): the lock says who has it.
 */
export async function createPgliteDb(options: { dataDir: string; schema: string }): Promise<Db> {
  await mkdir(options.dataDir, { recursive: true });
  const lock = await lockPgliteDataDir(options.dataDir);
  let db: PGlite;
  try {
    db = await PGlite.create(options.dataDir);
    await db.exec(`SET search_path TO ${options.schema}`);
  } catch (err) {
    await lock.release();
    throw wrapDbError(err);
  }
  return {
    kind: 'pglite',
    schema: options.schema,
    ...on(db),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      try {
        return await db.transaction((tx) => fn(on(tx)));
      } catch (err) {
        throw wrapDbError(err);
      }
    },
    async close() {
      if (!db.closed) await db.close();
      await lock.release();
    },
  };
}
