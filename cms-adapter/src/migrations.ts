/**
 * Applies `migrations/NNN_name.sql` in order, each in its own transaction, recording it in
 * `schema_migrations`. Every transaction first takes a transaction-scoped advisory lock keyed by the
 * schema, so several processes opening one PostgreSQL database at once apply each file exactly once
 * (the later ones wait, then see it recorded). PGlite is one process; the lock is harmless there.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Db, Queryable } from './db/db.ts';
import { cmsError, driverMessageOf, wrapDbError } from './errors.ts';
import type { Logger } from './logger.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations/', import.meta.url));

const FILE_NAME = /^(\d{3})_([a-z0-9_]+)\.sql$/;

export interface Migration {
  version: number;
  name: string;
  /** The file name, `NNN_name.sql`. */
  file: string;
  sql: string;
  checksum: string;
}

export async function loadMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((f) => FILE_NAME.test(f)).sort();
  const migrations: Migration[] = [];
  for (const file of files) {
    const [, version, name] = FILE_NAME.exec(file)!;
    const sql = await readFile(`${dir}/${file}`, 'utf8');
    migrations.push({
      version: Number(version),
      name: name!,
      file,
      sql,
      checksum: createHash('sha256').update(sql).digest('hex'),
    });
  }
  const seen = new Set<number>();
  for (const m of migrations) {
    if (seen.has(m.version)) throw new TypeError(`Two migrations share number ${m.version} in ${dir}`);
    seen.add(m.version);
  }
  return migrations;
}

const lock = (tx: Queryable, schema: string) =>
  tx.query('SELECT pg_advisory_xact_lock(hashtext($1::text))', [`waypoint-cms-migrations:${schema}`]);

/** Runs the pending migrations; returns the versions it applied (empty when up to date). */
export async function runMigrations(db: Db, logger: Logger, dir = MIGRATIONS_DIR): Promise<number[]> {
  const migrations = await loadMigrations(dir);
  const applied = await db.transaction(async (tx) => {
    await lock(tx, db.schema);
    await tx.exec(`CREATE SCHEMA IF NOT EXISTS ${db.schema}`);
    await tx.exec(
      `CREATE TABLE IF NOT EXISTS ${db.schema}.schema_migrations (
         version integer PRIMARY KEY, name text NOT NULL, checksum text NOT NULL,
         applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    return tx.query<{ version: number; checksum: string }>(
      `SELECT version, checksum FROM ${db.schema}.schema_migrations`,
    );
  });
  const known = new Map(applied.map((row) => [row.version, row.checksum]));
  const ran: number[] = [];
  for (const migration of migrations) {
    const checksum = known.get(migration.version);
    if (checksum !== undefined) {
      if (checksum !== migration.checksum) {
        logger.warn(
          { version: migration.version, name: migration.name },
          'cms-adapter: an applied migration file has changed since it ran; add a new migration instead',
        );
      }
      continue;
    }
    if (await applyOne(db, migration)) {
      ran.push(migration.version);
      logger.info({ version: migration.version, name: migration.name }, 'cms-adapter: migration applied');
    }
  }
  return ran;
}

async function applyOne(db: Db, migration: Migration): Promise<boolean> {
  try {
    return await db.transaction(async (tx) => {
      await lock(tx, db.schema);
      // Another process may have applied it while this one waited for the lock.
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (done.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [
        migration.version,
        migration.name,
        migration.checksum,
      ]);
      return true;
    });
  } catch (err) {
    const wrapped = wrapDbError(err);
    if (wrapped.code === 'CMS_DB_UNAVAILABLE') throw wrapped;
    throw cmsError('CMS_MIGRATION_FAILED', [migration.file, driverMessageOf(err)], { cause: err });
  }
}
