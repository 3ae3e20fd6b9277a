import type { LayoutScope, Market, Placement, PublishedLayout, SiteKind } from '@waypoint/schemas';
import type { FieldError } from '../errors.ts';

/** What the composer knows about a request when it asks for a layout. */
export interface LayoutQuery {
  pageKey: string;
  market: Market;
  affiliateId: number;
  siteKind: SiteKind;
}

export interface LayoutSummary {
  id: string;
  name: string;
  scope: LayoutScope;
  createdAt: string;
  createdBy: string;
  /** The version the head points at, null while never published. */
  publishedVersion: number | null;
}

export interface LayoutDraft {
  layoutId: string;
  placements: Placement[];
  updatedAt: string;
  updatedBy: string;
}

export type SaveDraftResult = { ok: true } | { ok: false; errors: FieldError[] };

/** `tags` are the cache tags to invalidate: `layout:{pageKey}` and `layout:{layoutId}`. */
export interface PublishResult {
  version: number;
  tags: string[];
}

export interface LayoutVersionSummary {
  version: number;
  publishedAt: string;
  publishedBy: string;
  note: string | null;
  placementCount: number;
  /** The head points at this version. */
  current: boolean;
}

export type AuditAction = 'layout.create' | 'draft.save' | 'layout.publish' | 'layout.rollback';

export interface AuditEntry {
  id: number;
  at: string;
  actor: string;
  action: AuditAction;
  layoutId: string | null;
  version: number | null;
  details: Record<string, unknown>;
}

export interface SeedResult {
  /** Keys of `DEMO_LAYOUTS` entries created and published by this call. */
  created: string[];
  /** Keys whose scope already had a layout. */
  skipped: string[];
}

export interface ContentStore {
  /** Best-matching published layout (affiliate 4 > site kind 2 > market 1), or null when none matches. */
  getPublishedLayout(query: LayoutQuery): Promise<PublishedLayout | null>;
  createLayout(scope: LayoutScope, name: string, actor: string): Promise<LayoutSummary>;
  listLayouts(filter?: { pageKey?: string }): Promise<LayoutSummary[]>;
  /** Validates every placement; saves nothing unless all are valid. */
  saveDraft(layoutId: string, placements: unknown[], actor: string): Promise<SaveDraftResult>;
  getDraft(layoutId: string): Promise<LayoutDraft | null>;
  publish(layoutId: string, actor: string, note?: string): Promise<PublishResult>;
  rollback(layoutId: string, version: number, actor: string): Promise<PublishResult>;
  /** Newest first. */
  listVersions(layoutId: string): Promise<LayoutVersionSummary[]>;
  /** Newest first. */
  auditLog(query: { layoutId?: string; limit: number }): Promise<AuditEntry[]>;
  seedDemoContent(actor?: string): Promise<SeedResult>;
  /** `SELECT 1` within a short timeout; never throws. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}
