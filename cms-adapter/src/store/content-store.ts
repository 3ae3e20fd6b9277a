import type { Db } from '../db/db.ts';
import type { Logger } from '../logger.ts';
import { seedDemoContent } from '../seed/seed.ts';
import { countUsers, createUser, getUser, listUsers, updateUser, verifyPassword } from '../users/users.ts';
import { appendAudit, auditLog, countDenial, getVersion, listVersions } from './history.ts';
import { createLayout, findLayoutByScope, getLayout, listLayouts, readDraft, saveDraft } from './layouts.ts';
import { publish, rollback } from './publishing.ts';
import { getPublishedLayout } from './read-layout.ts';
import { cancelSchedule, listSchedules, runDueSchedules, schedulePublish } from './schedules.ts';
import type { ContentStore } from './types.ts';

export const PING_TIMEOUT_MS = 1_000;

/** Wires the store's operations to one migrated database. */
export function createContentStore(db: Db, logger: Logger): ContentStore {
  const store: ContentStore = {
    getPublishedLayout: (query) => getPublishedLayout(db, logger, query),

    createLayout: (scope, name, who, options) => createLayout(db, logger, scope, name, who, options),
    listLayouts: (filter) => listLayouts(db, filter),
    getLayout: (layoutId) => getLayout(db, layoutId),
    saveDraft: (layoutId, placements, who) => saveDraft(db, layoutId, placements, who),
    getDraft: (layoutId) => readDraft(db, logger, layoutId),
    publish: (layoutId, who, note) => publish(db, layoutId, who, note),
    rollback: (layoutId, version, who) => rollback(db, layoutId, version, who),
    listVersions: (layoutId) => listVersions(db, layoutId),
    getVersion: (layoutId, version) => getVersion(db, logger, layoutId, version),

    schedulePublish: (layoutId, input, who) => schedulePublish(db, layoutId, input, who),
    listSchedules: (layoutId) => listSchedules(db, layoutId),
    cancelSchedule: (layoutId, scheduleId, who) => cancelSchedule(db, layoutId, scheduleId, who),
    runDueSchedules: (now) => runDueSchedules(db, logger, now),

    createUser: (user, who) => createUser(db, user, who),
    listUsers: () => listUsers(db),
    getUser: (userId) => getUser(db, userId),
    verifyPassword: (email, password) => verifyPassword(db, email, password),
    updateUser: (userId, patch, who) => updateUser(db, userId, patch, who),
    countUsers: () => countUsers(db),

    recordAudit: (entry) => appendAudit(db, entry),
    countDenial: (entry, at) => countDenial(db, entry, at ?? new Date()),
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
