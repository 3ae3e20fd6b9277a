export type { DbLocation } from './db/open-db.ts';
export {
  CMS_ERRORS,
  CmsError,
  type CmsErrorCode,
  CmsValidationError,
  type FieldError,
  isCmsError,
} from './errors.ts';
export type { Logger } from './logger.ts';
export { type ContentStoreOptions, openContentStore } from './open-content-store.ts';
export { DEMO_LAYOUTS, type DemoLayout } from './seed/demo-layouts.ts';
export type {
  AuditAction,
  AuditEntry,
  ContentStore,
  LayoutDraft,
  LayoutQuery,
  LayoutSummary,
  LayoutVersionSummary,
  PublishResult,
  SaveDraftResult,
  SeedResult,
} from './store/types.ts';
