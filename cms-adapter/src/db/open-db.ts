import { resolve } from 'node:path';
import type { Logger } from '../logger.ts';
import { assertSchemaName, type Db } from './db.ts';
import { createPgDb } from './pg-db.ts';
import { createPgliteDb } from './pglite-db.ts';

export interface DbLocation {
  /** A PostgreSQL URL: use a pool. Without it the embedded PGlite in `dataDir` is used. */
  databaseUrl?: string;
  /** PGlite's data directory, resolved against process.cwd(); default `.data/pglite`. */
  dataDir?: string;
  /** Schema for every table (default `public`); created when missing. */
  schema?: string;
}

export const DEFAULT_DATA_DIR = '.data/pglite';

export function resolveDataDir(dataDir: string | undefined, cwd = process.cwd()): string {
  return resolve(cwd, dataDir ?? DEFAULT_DATA_DIR);
}

/** Picks the implementation; the schema itself is created by the migration runner, under its lock. */
export async function openDb(location: DbLocation, logger: Logger): Promise<Db> {
  const schema = assertSchemaName(location.schema ?? 'public');
  if (location.databaseUrl) return createPgDb({ databaseUrl: location.databaseUrl, schema, logger });
  return createPgliteDb({ dataDir: resolveDataDir(location.dataDir), schema });
}
