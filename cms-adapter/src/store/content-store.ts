import type { Db } from '../db/db.ts';
import type { Logger } from '../logger.ts';
import { seedDemoContent } from '../seed/seed.ts';
import { auditLog, listVersions } from './history.ts';
import { createLayout, findLayoutByScope, getDraft, listLayouts, saveDraft } from './layouts.ts';
import { publish, rollback } from './publishing.ts';
import { getPublishedLayout } from './read-layout.ts';
import type { ContentStore } from './types.ts';

export const PING_TIMEOUT_MS = 1_000;

/** Wires the store's operations to one migrated database. */
export function createContentStore(db: Db, logger: Logger): ContentStore {
  const store: ContentStore = {
    getPublishedLayout: (query) => getPublishedLayout(db, logger, query),
    createLayout: (scope, name, actor) => createLayout(db, scope, name, actor),
    listLayouts: (filter) => listLayouts(db, filter),
    saveDraft: (layoutId, placements, actor) => saveDraft(db, layoutId, placements, actor),
    getDraft: (layoutId) => getDraft(db, logger, layoutId),
    publish: (layoutId, actor, note) => publish(db, layoutId, actor, note),
    rollback: (layoutId, version, actor) => rollback(db, layoutId, version, actor),
    listVersions: (layoutId) => listVersions(db, layoutId),
    auditLog: (query) => auditLog(db, query),
    seedDemoContent: (actor) =>
      seedDemoContent({ store, findLayoutByScope: (s) => findLayoutByScope(db, s) }, actor),
    ping: () => ping(db, logger),
    close: () => db.close(),
  };
  return store;
}

async function ping(db: Db, logger: Logger): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${PING_TIMEOUT_MS} ms`)), PING_TIMEOUT_MS);
  });
  try {
    await Promise.race([db.query('SELECT 1'), timeout]);
    return true;
  } catch (err) {
    logger.warn({ err }, 'cms-adapter: database ping failed');
    return false;
  } finally {
    clearTimeout(timer);
  }
}
