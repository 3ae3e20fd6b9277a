export type { DbLocation } from './db/open-db.ts';
export { DataDirLockedError, type LockHolder, lockPathOf, lockPgliteDataDir } from './db/pglite-lock.ts';
export {
  CmsError,
  type CmsErrorCode,
  CmsErrors,
  CmsStaleRevisionError,
  CmsValidationError,
  cmsError,
  type FieldError,
  isCmsError,
} from './errors.ts';
export type { Logger } from './logger.ts';
export { type ContentStoreOptions, openContentStore } from './open-content-store.ts';
export { DEMO_LAYOUTS, type DemoLayout } from './seed/demo-layouts.ts';
export { diffPlacements } from './store/diff.ts';
export { DENIAL_WINDOW_MS, MAX_AUDIT_TEXT } from './store/history.ts';
export { SCHEDULE_PAST_TOLERANCE_MS, SCHEDULER_ACTOR } from './store/schedules.ts';
export type {
  AuditAction,
  AuditEntry,
  AuditInput,
  AuditOutcome,
  ContentStore,
  LayoutDraft,
  LayoutQuery,
  LayoutRecord,
  LayoutVersion,
  LayoutVersionSummary,
  NewUser,
  PublishResult,
  SaveDraftResult,
  ScheduledPublication,
  ScheduleRun,
  SeedResult,
  StudioUser,
  UserPatch,
  WriteContext,
} from './store/types.ts';
export { SCRYPT_PARAMS } from './users/password.ts';
