/**
 * The two databases every store test runs against: the real PostgreSQL (a random schema per test file,
 * dropped afterwards) and PGlite (a temporary data directory, removed afterwards). PostgreSQL being down
 * fails the tests loudly; it is never a reason to skip them.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Db } from '../src/db/db.ts';
import { type DbLocation, openDb } from '../src/db/open-db.ts';
import type { Logger } from '../src/logger.ts';
import { runMigrations } from '../src/migrations.ts';
import { createContentStore } from '../src/store/content-store.ts';
import type { ContentStore } from '../src/store/types.ts';

export const PG_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export async function assertPostgresReachable(url = PG_URL): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (err) {
    throw new Error(
      `PostgreSQL is not reachable at ${url.replace(/\/\/[^@/]*@/, '//***@')}: start it (README) — these tests talk to the real database`,
      { cause: err },
    );
  } finally {
    await client.end().catch(() => {});
  }
}

/** Runs SQL on the real PostgreSQL outside any store (schema set-up and clean-up). */
export async function pgAdmin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export const randomSchema = (prefix = 'cms_test') => `${prefix}_${randomBytes(6).toString('hex')}`;

export interface TestBackend {
  name: 'postgres' | 'pglite';
  /** In beforeAll: checks PostgreSQL is up / makes the temporary directory. */
  setup(): Promise<void>;
  /** Where this file's store lives; valid after setup. */
  location(): DbLocation;
  /** In afterAll, after every store is closed. */
  teardown(): Promise<void>;
}

function postgresBackend(): TestBackend {
  const schema = randomSchema();
  return {
    name: 'postgres',
    setup: () => assertPostgresReachable(),
    location: () => ({ databaseUrl: PG_URL, schema }),
    teardown: () => pgAdmin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`),
  };
}

function pgliteBackend(): TestBackend {
  let dataDir: string | undefined;
  return {
    name: 'pglite',
    async setup() {
      dataDir = await mkdtemp(join(tmpdir(), 'cms-pglite-'));
    },
    location: () => {
      if (!dataDir) throw new Error('pglite backend used before setup()');
      return { dataDir };
    },
    async teardown() {
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Fresh backends for one test file, for `describe.each`. */
export const testBackends = (): TestBackend[] => [postgresBackend(), pgliteBackend()];

export interface LogRecord {
  level: keyof Logger;
  obj: Record<string, unknown>;
  msg: string | undefined;
}

export function recordingLogger(): Logger & { records: LogRecord[] } {
  const records: LogRecord[] = [];
  const at =
    (level: keyof Logger) =>
    (obj: object, msg?: string): void => {
      records.push({ level, obj: obj as Record<string, unknown>, msg });
    };
  return { records, info: at('info'), warn: at('warn'), error: at('error'), debug: at('debug') };
}

/** A migrated store plus its raw connection, for tests that must reach under the store's API. */
export async function connect(
  backend: TestBackend,
  logger: Logger,
): Promise<{ db: Db; store: ContentStore }> {
  const db = await openDb(backend.location(), logger);
  await runMigrations(db, logger);
  return { db, store: createContentStore(db, logger) };
}
