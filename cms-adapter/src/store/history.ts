import type { Queryable } from '../db/db.ts';
import { cmsError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { isLayoutId, requireLayout, toIso } from './rows.ts';
import type { AuditEntry, AuditInput, LayoutVersion, LayoutVersionSummary } from './types.ts';
import { parseStoredPlacements } from './validate-placements.ts';

/** Every text kept in the audit log is cut to this length (a URL can be as long as a client likes). */
export const MAX_AUDIT_TEXT = 512;

/**
 * Text as the log may keep it: at most MAX_AUDIT_TEXT characters, and without NUL (PostgreSQL text and
 * jsonb cannot hold it; a refusal caused by one must still be recorded).
 */
export function auditText(value: string): string {
  const clean = value.includes('\u0000') ? value.replaceAll('\u0000', '\uFFFD') : value;
  return clean.length <= MAX_AUDIT_TEXT ? clean : `${clean.slice(0, MAX_AUDIT_TEXT - 1)}…`;
}

/** The details as jsonb text, every string in them made safe with `auditText`. */
const detailsJson = (details: Record<string, unknown>) =>
  JSON.stringify(details, (_key, value: unknown) => (typeof value === 'string' ? auditText(value) : value));

const optionalText = (value: string | null | undefined) => (value == null ? null : auditText(value));

/** The entry's columns; a layout reference that is not a uuid is kept in `details`, not in the uuid column. */
function auditRow(entry: AuditInput): unknown[] {
  const details = { ...entry.details };
  let layoutId = entry.layoutId ?? null;
  if (layoutId !== null && !isLayoutId(layoutId)) {
    details.layoutRef = layoutId;
    layoutId = null;
  }
  return [
    auditText(entry.actor),
    auditText(entry.action),
    entry.outcome ?? 'ok',
    layoutId,
    entry.version ?? null,
    optionalText(entry.ip),
    detailsJson(details),
  ];
}

/**
 * Called inside the transaction of the change it records, so the two commit or fail together (and
 * alone by `recordAudit` for events that change nothing: sign-ins, denials).
 */
export async function appendAudit(tx: Queryable, entry: AuditInput): Promise<void> {
  await tx.query(
    `INSERT INTO audit_log (actor, action, outcome, layout_id, version, ip, details)
     VALUES ($1, $2, $3, $4::uuid, $5, $6, $7::jsonb)`,
    auditRow(entry),
  );
}

/** The length of a counting window: one row per address, action and reason a minute. */
export const DENIAL_WINDOW_MS = 60_000;

/** The start of the window `at` falls in. */
export const windowStartOf = (at: Date, windowMs = DENIAL_WINDOW_MS): Date =>
  new Date(Math.floor(at.getTime() / windowMs) * windowMs);

/**
 * Counts a refusal of a client without a session, so a flood cannot bury the audit log: the first of its
 * window inserts the row (with this request's details), every later one adds 1 to `count` and moves
 * `last_at`. One atomic upsert, so concurrent refusals neither lose counts nor add rows.
 */
export async function countDenial(db: Queryable, entry: AuditInput, at: Date): Promise<void> {
  const reason = typeof entry.details?.reason === 'string' ? entry.details.reason : '';
  const window = windowStartOf(at);
  const key = [entry.action, entry.outcome ?? 'denied', reason, entry.ip ?? '', window.toISOString()]
    .map(auditText)
    .join('|');
  await db.query(
    `INSERT INTO audit_log (actor, action, outcome, layout_id, version, ip, details, at, last_at, window_key)
     VALUES ($1, $2, $3, $4::uuid, $5, $6, $7::jsonb, $8::timestamptz, $8::timestamptz, $9)
     ON CONFLICT (window_key) DO UPDATE
       SET count = audit_log.count + 1, last_at = greatest(audit_log.last_at, EXCLUDED.last_at)`,
    [...auditRow(entry), at.toISOString(), key],
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
  if (!row) throw cmsError('CMS_VERSION_NOT_FOUND', [layoutId, version]);
  return {
    ...toVersionSummary(row),
    placements: parseStoredPlacements(row.placements, { layoutId, version }, logger),
  };
}

export const MAX_AUDIT_LIMIT = 1000;

export interface AuditQuery {
  layoutId?: string;
  actor?: string;
  outcome?: AuditEntry['outcome'];
  limit: number;
}

interface AuditRow {
  id: string | number;
  at: unknown;
  actor: string;
  action: string;
  outcome: AuditEntry['outcome'];
  layout_id: string | null;
  version: number | null;
  ip: string | null;
  details: Record<string, unknown>;
  count: number;
  last_at: unknown;
  window_key: string | null;
}

/** A counted row shows how many refusals it stands for and over which time, in its details. */
const toAuditEntry = (r: AuditRow): AuditEntry => ({
  id: Number(r.id),
  at: toIso(r.at),
  actor: r.actor,
  action: r.action,
  outcome: r.outcome,
  layoutId: r.layout_id,
  version: r.version,
  ip: r.ip,
  details:
    r.window_key === null
      ? r.details
      : { ...r.details, count: r.count, lastAt: r.last_at === null ? null : toIso(r.last_at) },
});

export async function auditLog(db: Queryable, query: AuditQuery): Promise<AuditEntry[]> {
  if (query.layoutId !== undefined && !isLayoutId(query.layoutId)) {
    throw cmsError('CMS_LAYOUT_NOT_FOUND', [query.layoutId]);
  }
  const limit = Math.min(Math.max(Math.trunc(query.limit) || 1, 1), MAX_AUDIT_LIMIT);
  // A filter no row can match is answered without a query (and NUL never reaches the database).
  if (query.actor?.includes('\u0000')) return [];
  const rows = await db.query<AuditRow>(
    `SELECT id, at, actor, action, outcome, layout_id, version, ip, details, count, last_at, window_key
     FROM audit_log
     WHERE ($1::uuid IS NULL OR layout_id = $1::uuid) AND ($2::text IS NULL OR actor = $2::text)
       AND ($3::text IS NULL OR outcome = $3::text)
     ORDER BY id DESC LIMIT $4::integer`,
    [query.layoutId ?? null, query.actor ?? null, query.outcome ?? null, limit],
  );
  return rows.map(toAuditEntry);
}
