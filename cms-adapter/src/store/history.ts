import type { Queryable } from '../db/db.ts';
import { CmsError } from '../errors.ts';
import { isLayoutId, requireLayout, toIso } from './rows.ts';
import type { AuditAction, AuditEntry, LayoutVersionSummary } from './types.ts';

export interface AuditInput {
  actor: string;
  action: AuditAction;
  layoutId: string | null;
  version?: number | null;
  details?: Record<string, unknown>;
}

/** Called inside the transaction of the change it records, so the two commit or fail together. */
export async function appendAudit(tx: Queryable, entry: AuditInput): Promise<void> {
  await tx.query(
    'INSERT INTO audit_log (actor, action, layout_id, version, details) VALUES ($1, $2, $3::uuid, $4, $5::jsonb)',
    [entry.actor, entry.action, entry.layoutId, entry.version ?? null, JSON.stringify(entry.details ?? {})],
  );
}

export async function listVersions(db: Queryable, layoutId: string): Promise<LayoutVersionSummary[]> {
  await requireLayout(db, layoutId);
  const rows = await db.query<{
    version: number;
    published_at: unknown;
    published_by: string;
    note: string | null;
    placement_count: number;
    current: boolean;
  }>(
    `SELECT v.version, v.published_at, v.published_by, v.note,
            jsonb_array_length(v.placements) AS placement_count,
            (h.version IS NOT NULL) AS current
     FROM layout_versions v
     LEFT JOIN layout_heads h ON h.layout_id = v.layout_id AND h.version = v.version
     WHERE v.layout_id = $1::uuid
     ORDER BY v.version DESC`,
    [layoutId],
  );
  return rows.map((r) => ({
    version: r.version,
    publishedAt: toIso(r.published_at),
    publishedBy: r.published_by,
    note: r.note,
    placementCount: r.placement_count,
    current: r.current,
  }));
}

export const MAX_AUDIT_LIMIT = 1000;

export async function auditLog(
  db: Queryable,
  query: { layoutId?: string; limit: number },
): Promise<AuditEntry[]> {
  if (query.layoutId !== undefined && !isLayoutId(query.layoutId)) {
    throw new CmsError('CMS_LAYOUT_NOT_FOUND', [query.layoutId]);
  }
  const limit = Math.min(Math.max(Math.trunc(query.limit), 1), MAX_AUDIT_LIMIT);
  const rows = await db.query<{
    id: string | number;
    at: unknown;
    actor: string;
    action: AuditAction;
    layout_id: string | null;
    version: number | null;
    details: Record<string, unknown>;
  }>(
    `SELECT id, at, actor, action, layout_id, version, details FROM audit_log
     WHERE $1::uuid IS NULL OR layout_id = $1::uuid
     ORDER BY id DESC LIMIT $2::integer`,
    [query.layoutId ?? null, limit],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    at: toIso(r.at),
    actor: r.actor,
    action: r.action,
    layoutId: r.layout_id,
    version: r.version,
    details: r.details,
  }));
}
