import type { Queryable } from '../db/db.ts';
import { CmsError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { isLayoutId, requireLayout, toIso } from './rows.ts';
import type { AuditEntry, AuditInput, LayoutVersion, LayoutVersionSummary } from './types.ts';
import { parseStoredPlacements } from './validate-placements.ts';

/**
 * Called inside the transaction of the change it records, so the two commit or fail together (and
 * alone by `recordAudit` for events that change nothing: sign-ins, denials). A layout reference that
 * is not a uuid (a denied request for `/layouts/whatever`) is kept in `details`, not in the uuid column.
 */
export async function appendAudit(tx: Queryable, entry: AuditInput): Promise<void> {
  const details = { ...entry.details };
  let layoutId = entry.layoutId ?? null;
  if (layoutId !== null && !isLayoutId(layoutId)) {
    details.layoutRef = layoutId;
    layoutId = null;
  }
  await tx.query(
    `INSERT INTO audit_log (actor, action, outcome, layout_id, version, ip, details)
     VALUES ($1, $2, $3, $4::uuid, $5, $6, $7::jsonb)`,
    [
      entry.actor,
      entry.action,
      entry.outcome ?? 'ok',
      layoutId,
      entry.version ?? null,
      entry.ip ?? null,
      JSON.stringify(details),
    ],
  );
}

interface VersionRow {
  version: number;
  published_at: unknown;
  published_by: string;
  note: string | null;
  placement_count: number;
  current: boolean;
  rollback_of: number | null;
}

const VERSION_SELECT = `
  SELECT v.version, v.published_at, v.published_by, v.note, v.rollback_of,
         jsonb_array_length(v.placements) AS placement_count,
         (h.version IS NOT NULL) AS current`;
const VERSION_FROM = `
  FROM layout_versions v
  LEFT JOIN layout_heads h ON h.layout_id = v.layout_id AND h.version = v.version
  WHERE v.layout_id = $1::uuid`;

const toVersionSummary = (r: VersionRow): LayoutVersionSummary => ({
  version: r.version,
  publishedAt: toIso(r.published_at),
  publishedBy: r.published_by,
  note: r.note,
  placementCount: r.placement_count,
  current: r.current,
  rollbackOf: r.rollback_of,
});

/** Version numbers are positive int4s; anything else names no version (and must not reach a cast). */
export const isVersionNumber = (v: number) => Number.isInteger(v) && v > 0 && v < 2 ** 31;

export async function listVersions(db: Queryable, layoutId: string): Promise<LayoutVersionSummary[]> {
  await requireLayout(db, layoutId);
  const rows = await db.query<VersionRow>(`${VERSION_SELECT} ${VERSION_FROM} ORDER BY v.version DESC`, [
    layoutId,
  ]);
  return rows.map(toVersionSummary);
}

export async function getVersion(
  db: Queryable,
  logger: Logger,
  layoutId: string,
  version: number,
): Promise<LayoutVersion> {
  await requireLayout(db, layoutId);
  const [row] = isVersionNumber(version)
    ? await db.query<VersionRow & { placements: unknown }>(
        `${VERSION_SELECT}, v.placements ${VERSION_FROM} AND v.version = $2::integer`,
        [layoutId, version],
      )
    : [];
  if (!row) throw new CmsError('CMS_VERSION_NOT_FOUND', [layoutId, version]);
  return {
    ...toVersionSummary(row),
    placements: parseStoredPlacements(row.placements, { layoutId, version }, logger),
  };
}

export const MAX_AUDIT_LIMIT = 1000;

export async function auditLog(
  db: Queryable,
  query: { layoutId?: string; actor?: string; limit: number },
): Promise<AuditEntry[]> {
  if (query.layoutId !== undefined && !isLayoutId(query.layoutId)) {
    throw new CmsError('CMS_LAYOUT_NOT_FOUND', [query.layoutId]);
  }
  const limit = Math.min(Math.max(Math.trunc(query.limit) || 1, 1), MAX_AUDIT_LIMIT);
  const rows = await db.query<{
    id: string | number;
    at: unknown;
    actor: string;
    action: string;
    outcome: AuditEntry['outcome'];
    layout_id: string | null;
    version: number | null;
    ip: string | null;
    details: Record<string, unknown>;
  }>(
    `SELECT id, at, actor, action, outcome, layout_id, version, ip, details FROM audit_log
     WHERE ($1::uuid IS NULL OR layout_id = $1::uuid) AND ($2::text IS NULL OR actor = $2::text)
     ORDER BY id DESC LIMIT $3::integer`,
    [query.layoutId ?? null, query.actor ?? null, limit],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    at: toIso(r.at),
    actor: r.actor,
    action: r.action,
    outcome: r.outcome,
    layoutId: r.layout_id,
    version: r.version,
    ip: r.ip,
    details: r.details,
  }));
}
