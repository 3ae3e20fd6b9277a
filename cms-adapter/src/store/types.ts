import type {
  AuditRecord,
  LayoutScope,
  LayoutSummary,
  Market,
  Placement,
  PublishedLayout,
  ScheduledPublication,
  SiteKind,
  StudioRole,
  StudioUser,
  VersionDetail,
  VersionSummary,
} from '@waypoint/schemas';
import type { FieldError } from '../errors.ts';

export type { ScheduledPublication, StudioUser };

/**
 * A layout as the store keeps it. The site path it is served at and how it is previewed are facts of its
 * page definition, which the composer adds (`LayoutSummary`).
 */
export type LayoutRecord = Omit<LayoutSummary, 'path' | 'previewTrip'>;

/** What the composer knows about a request when it asks for a layout. */
export interface LayoutQuery {
  pageKey: string;
  market: Market;
  affiliateId: number;
  siteKind: SiteKind;
}

/** The draft of a layout; the published placements (or none) when nobody has edited it yet. */
export interface LayoutDraft {
  layoutId: string;
  placements: Placement[];
  revision: number;
  updatedAt: string | null;
  updatedBy: string | null;
}

/**
 * Who asks for a write, for the audit log, and the revision (ETag) they last read. A write whose
 * `expectedRevision` is not the layout's (or user's) current revision throws `CMS_STALE_REVISION`
 * and changes nothing.
 */
export interface WriteContext {
  actor: string;
  ip?: string | null;
  expectedRevision: number;
}

export type SaveDraftResult = { ok: true; revision: number } | { ok: false; errors: FieldError[] };

/** `tags` are the cache tags to invalidate: `layout:{pageKey}` and `layout:{layoutId}`. */
export interface PublishResult {
  layoutId: string;
  version: number;
  revision: number;
  tags: string[];
}

export type LayoutVersionSummary = VersionSummary;
export type LayoutVersion = VersionDetail;

export type AuditAction =
  | 'layout.create'
  | 'draft.save'
  | 'layout.publish'
  | 'layout.rollback'
  | 'schedule.create'
  | 'schedule.cancel'
  | 'schedule.publish'
  | 'user.create'
  | 'user.update'
  | 'session.create'
  | 'session.delete'
  | 'access.denied'
  // free-form for the composer's own events (rate limits, CSRF failures): keep them dotted nouns
  | (string & {});

export type AuditOutcome = AuditRecord['outcome'];
export type AuditEntry = AuditRecord;

export interface AuditInput {
  actor: string;
  action: AuditAction;
  outcome?: AuditOutcome;
  layoutId?: string | null;
  version?: number | null;
  ip?: string | null;
  details?: Record<string, unknown>;
}

export interface SeedResult {
  /** Keys of `DEMO_LAYOUTS` entries created and published by this call. */
  created: string[];
  /** Keys whose scope already had a layout. */
  skipped: string[];
}

export interface NewUser {
  email: string;
  password: string;
  role: StudioRole;
  markets: Market[] | null;
  affiliates: number[] | null;
}

export interface UserPatch {
  role?: StudioRole;
  markets?: Market[] | null;
  affiliates?: number[] | null;
  disabled?: boolean;
  password?: string;
}

/** A due scheduled publication that ran: published (with its tags) or failed (with why). */
export type ScheduleRun =
  | { scheduleId: string; layoutId: string; status: 'published'; version: number; tags: string[] }
  | { scheduleId: string; layoutId: string; status: 'failed'; error: string };

export interface ContentStore {
  /** Best-matching published layout (affiliate 4 > site kind 2 > market 1), or null when none matches. */
  getPublishedLayout(query: LayoutQuery): Promise<PublishedLayout | null>;

  // ---- layouts
  /** `copyFrom`: the new layout's draft starts as a copy of that layout's draft, then lives on its own. */
  createLayout(
    scope: LayoutScope,
    name: string,
    who: { actor: string; ip?: string | null },
    options?: { copyFrom?: string },
  ): Promise<LayoutRecord>;
  listLayouts(filter?: { pageKey?: string }): Promise<LayoutRecord[]>;
  getLayout(layoutId: string): Promise<LayoutRecord>;
  /** Validates every placement; saves nothing unless all are valid (field errors, paths from the list). */
  saveDraft(layoutId: string, placements: unknown[], who: WriteContext): Promise<SaveDraftResult>;
  getDraft(layoutId: string): Promise<LayoutDraft>;
  /** Draft -> new immutable version -> live. */
  publish(layoutId: string, who: WriteContext, note?: string): Promise<PublishResult>;
  /** A new version that copies `version`'s placements; the draft becomes that copy too. */
  rollback(layoutId: string, version: number, who: WriteContext): Promise<PublishResult>;
  /** Newest first. */
  listVersions(layoutId: string): Promise<LayoutVersionSummary[]>;
  getVersion(layoutId: string, version: number): Promise<LayoutVersion>;

  // ---- scheduled publishing
  /** Snapshots the current (valid) draft, to publish at `at`. */
  schedulePublish(
    layoutId: string,
    input: { at: string; timeZone: string; note?: string },
    who: WriteContext,
  ): Promise<ScheduledPublication>;
  /** Newest first. */
  listSchedules(layoutId: string): Promise<ScheduledPublication[]>;
  cancelSchedule(layoutId: string, scheduleId: string, who: WriteContext): Promise<ScheduledPublication>;
  /**
   * Publishes every pending publication due at `now`, each exactly once across processes sharing the
   * database (claimed with FOR UPDATE SKIP LOCKED inside the publishing transaction).
   */
  runDueSchedules(now: Date): Promise<ScheduleRun[]>;

  // ---- users
  createUser(user: NewUser, who: { actor: string; ip?: string | null }): Promise<StudioUser>;
  listUsers(): Promise<StudioUser[]>;
  getUser(userId: string): Promise<StudioUser | null>;
  /** The user when the e-mail and password match an enabled account; null otherwise, in constant work. */
  verifyPassword(email: string, password: string): Promise<StudioUser | null>;
  /** Refuses (CMS_LAST_ADMIN) to disable or demote the last enabled admin, in the write's transaction. */
  updateUser(userId: string, patch: UserPatch, who: WriteContext): Promise<StudioUser>;
  countUsers(): Promise<number>;

  // ---- audit
  recordAudit(entry: AuditInput): Promise<void>;
  /**
   * Counts a refusal of a client without a session: one row per address, action, reason and minute,
   * whose `details.count` grows (an anonymous flood stays a few rows). `at` defaults to now.
   */
  countDenial(entry: AuditInput, at?: Date): Promise<void>;
  /** Newest first; `outcome: 'ok'` lists only what was done, without refusals. */
  auditLog(query: {
    layoutId?: string;
    actor?: string;
    outcome?: AuditOutcome;
    limit: number;
  }): Promise<AuditEntry[]>;

  seedDemoContent(actor?: string): Promise<SeedResult>;
  /** `SELECT 1` within a short timeout; never throws. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}
