import pg from 'pg';
import { wrapDbError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import type { Db, Queryable } from './db.ts';

export interface PgDbOptions {
  databaseUrl: string;
  schema: string;
  logger: Logger;
  max?: number;
  connectionTimeoutMillis?: number;
}

/** A node-postgres pool whose every connection starts with `search_path` set to the store's schema. */
export function createPgDb(options: PgDbOptions): Db {
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.connectionTimeoutMillis ?? 3_000,
    idleTimeoutMillis: 30_000,
    // Set at connection start-up, so no query can run on a connection before the schema is in force.
    options: `-c search_path=${options.schema}`,
  });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', (err) => options.logger.error({ err }, 'cms-adapter: idle PostgreSQL client failed'));
  let closed = false;

  const on = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      try {
        return (await client.query(sql, params as unknown[])).rows as T[];
      } catch (err) {
        throw wrapDbError(err);
      }
    },
    async exec(sql: string) {
      try {
        await client.query(sql);
      } catch (err) {
        throw wrapDbError(err);
      }
    },
  });

  return {
    kind: 'postgres',
    schema: options.schema,
    ...on(pool),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (err) {
        throw wrapDbError(err);
      }
      try {
        await client.query('BEGIN');
        const result = await fn(on(client));
        await client.query('COMMIT');
        client.release();
        return result;
      } catch (err) {
        // A failed ROLLBACK means the connection is broken: destroy it instead of returning it to the pool.
        const broken = await client.query('ROLLBACK').then(
          () => false,
          () => true,
        );
        client.release(broken);
        throw wrapDbError(err);
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
