import { type DbLocation, openDb } from './db/open-db.ts';
import type { Logger } from './logger.ts';
import { runMigrations } from './migrations.ts';
import { createContentStore } from './store/content-store.ts';
import type { ContentStore } from './store/types.ts';

export interface ContentStoreOptions extends DbLocation {
  logger: Logger;
}

/**
 * Opens the database (PostgreSQL pool with `databaseUrl`, else PGlite in `dataDir`), applies pending
 * migrations and returns the store. On failure the connection is closed and a CmsError thrown
 * (`CMS_DB_UNAVAILABLE`, `CMS_MIGRATION_FAILED`).
 */
export async function openContentStore(options: ContentStoreOptions): Promise<ContentStore> {
  const { logger, ...location } = options;
  const db = await openDb(location, logger);
  try {
    await runMigrations(db, logger);
  } catch (err) {
    await db.close().catch(() => {});
    throw err;
  }
  logger.info(
    { backend: db.kind, schema: db.schema },
    `cms-adapter: content store open (${db.kind === 'postgres' ? 'PostgreSQL' : 'embedded PGlite'})`,
  );
  return createContentStore(db, logger);
}
