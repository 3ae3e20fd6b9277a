import { randomUUID } from 'node:crypto';
import { LayoutScope } from '@waypoint/schemas';
import type { Db, Queryable } from '../db/db.ts';
import { CmsValidationError, cmsError, type FieldError, sqlStateOf } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { appendAudit } from './history.ts';
import { landingKeyErrors } from './landing-key.ts';
import { bumpLayoutRevision, lockLayoutAt } from './revision.ts';
import { isLayoutId, requireLayout, SCOPE_COLUMNS, type ScopeRow, scopeFromRow, toIso } from './rows.ts';
import type { LayoutDraft, LayoutRecord, SaveDraftResult, WriteContext } from './types.ts';
import { parseStoredPlacements, toFieldErrors, validatePlacements } from './validate-placements.ts';

const UNIQUE_VIOLATION = '23505';

interface LayoutRow extends ScopeRow {
  id: string;
  name: string;
  created_at: unknown;
  created_by: string;
  revision: number;
  published_version: number | null;
  draft_updated_at: unknown;
  draft_updated_by: string | null;
  unpublished_changes: boolean;
  pending_schedules: number;
}

/** A saved draft that is not what is live counts as unpublished changes; no draft row means none. */
const LAYOUT_SELECT = `
  SELECT l.id, ${SCOPE_COLUMNS}, l.name, l.created_at, l.created_by, l.revision,
         h.version AS published_version,
         d.updated_at AS draft_updated_at, d.updated_by AS draft_updated_by,
         (d.layout_id IS NOT NULL AND d.placements IS DISTINCT FROM v.placements) AS unpublished_changes,
         (SELECT count(*)::integer FROM scheduled_publications s
          WHERE s.layout_id = l.id AND s.status = 'pending') AS pending_schedules
  FROM layouts l
  LEFT JOIN layout_heads h ON h.layout_id = l.id
  LEFT JOIN layout_versions v ON v.layout_id = h.layout_id AND v.version = h.version
  LEFT JOIN layout_drafts d ON d.layout_id = l.id`;

function toSummary(row: LayoutRow): LayoutRecord {
  return {
    id: row.id,
    name: row.name,
    scope: scopeFromRow(row),
    createdAt: toIso(row.created_at),
    createdBy: row.created_by,
    publishedVersion: row.published_version,
    revision: row.revision,
    draftUpdatedAt: row.draft_updated_at == null ? null : toIso(row.draft_updated_at),
    draftUpdatedBy: row.draft_updated_by,
    unpublishedChanges: row.unpublished_changes,
    pendingSchedules: row.pending_schedules,
  };
}

/** Scope and name problems as field errors addressed like the create request: `['scope', 'market']`. */
function createLayoutErrors(scope: LayoutScope, name: string): FieldError[] {
  const parsed = LayoutScope.safeParse(scope);
  const landing = landingKeyErrors((scope as { pageKey?: unknown } | null)?.pageKey);
  const errors: FieldError[] = [...landing];
  if (!parsed.success) {
    for (const e of toFieldErrors(parsed.error.issues)) {
      // The landing slug's own message says more than the page key's pattern.
      if (landing.length > 0 && e.path[0] === 'pageKey') continue;
      errors.push({ path: ['scope', ...e.path], message: e.message });
    }
  }
  if (typeof name !== 'string' || name.trim() === '') {
    errors.push({ path: ['name'], message: 'A layout needs a name' });
  }
  return errors;
}

export async function createLayout(
  db: Db,
  logger: Logger,
  scope: LayoutScope,
  name: string,
  who: { actor: string; ip?: string | null },
  options: { copyFrom?: string } = {},
): Promise<LayoutRecord> {
  const errors = createLayoutErrors(scope, name);
  if (errors.length > 0) throw new CmsValidationError(errors);
  const s = LayoutScope.parse(scope);
  const { copyFrom } = options;
  const id = randomUUID();
  try {
    return await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO layouts (id, page_key, market, affiliate_id, site_kind, name, created_by)
         VALUES ($1::uuid, $2, $3, $4, $5, $6, $7)`,
        [id, s.pageKey, s.market, s.affiliateId, s.siteKind, name.trim(), who.actor],
      );
      if (copyFrom !== undefined) {
        if (!isLayoutId(copyFrom) || !(await layoutExists(tx, copyFrom))) {
          throw new CmsValidationError([{ path: ['copyFrom'], message: 'There is no layout to copy from' }]);
        }
        const source = await readDraft(tx, logger, copyFrom);
        await writeDraft(tx, id, source.placements, who.actor);
      }
      await appendAudit(tx, {
        actor: who.actor,
        ip: who.ip ?? null,
        action: 'layout.create',
        layoutId: id,
        details: { scope: s, name: name.trim(), ...(copyFrom !== undefined ? { copyFrom } : {}) },
      });
      return (await getLayout(tx, id))!;
    });
  } catch (err) {
    if (sqlStateOf(err) === UNIQUE_VIOLATION) {
      throw cmsError('CMS_LAYOUT_EXISTS', [JSON.stringify(s)], { cause: err });
    }
    throw err;
  }
}

async function layoutExists(q: Queryable, layoutId: string): Promise<boolean> {
  return (await q.query('SELECT 1 FROM layouts WHERE id = $1::uuid', [layoutId])).length > 0;
}

export async function listLayouts(db: Queryable, filter: { pageKey?: string } = {}): Promise<LayoutRecord[]> {
  const rows = await db.query<LayoutRow>(
    `${LAYOUT_SELECT} WHERE $1::text IS NULL OR l.page_key = $1::text ORDER BY l.page_key, l.created_at, l.id`,
    [filter.pageKey ?? null],
  );
  return rows.map(toSummary);
}

export async function getLayout(db: Queryable, layoutId: string): Promise<LayoutRecord> {
  if (!isLayoutId(layoutId)) throw cmsError('CMS_LAYOUT_NOT_FOUND', [layoutId]);
  const [row] = await db.query<LayoutRow>(`${LAYOUT_SELECT} WHERE l.id = $1::uuid`, [layoutId]);
  if (!row) throw cmsError('CMS_LAYOUT_NOT_FOUND', [layoutId]);
  return toSummary(row);
}

/** The layout whose scope equals `scope` exactly (nulls equal), if any. */
export async function findLayoutByScope(db: Queryable, scope: LayoutScope): Promise<string | null> {
  const [row] = await db.query<{ id: string }>(
    `SELECT id FROM layouts
     WHERE page_key = $1::text AND COALESCE(affiliate_id, 0) = COALESCE($2::integer, 0)
       AND COALESCE(site_kind, '') = COALESCE($3::text, '') AND COALESCE(market, '') = COALESCE($4::text, '')`,
    [scope.pageKey, scope.affiliateId, scope.siteKind, scope.market],
  );
  return row?.id ?? null;
}

/** Inserts or replaces the draft row (placements already validated). */
export async function writeDraft(
  tx: Queryable,
  layoutId: string,
  placements: unknown[],
  actor: string,
): Promise<void> {
  await tx.query(
    `INSERT INTO layout_drafts (layout_id, placements, updated_by) VALUES ($1::uuid, $2::jsonb, $3)
     ON CONFLICT (layout_id) DO UPDATE
       SET placements = EXCLUDED.placements, updated_at = now(), updated_by = EXCLUDED.updated_by`,
    [layoutId, JSON.stringify(placements), actor],
  );
}

export async function saveDraft(
  db: Db,
  layoutId: string,
  placements: unknown[],
  who: WriteContext,
): Promise<SaveDraftResult> {
  const { pageKey } = await requireLayout(db, layoutId);
  const checked = validatePlacements(placements, pageKey);
  if (!checked.ok) return { ok: false, errors: checked.errors };
  const revision = await db.transaction(async (tx) => {
    await lockLayoutAt(tx, layoutId, who.expectedRevision);
    await writeDraft(tx, layoutId, checked.placements, who.actor);
    const next = await bumpLayoutRevision(tx, layoutId);
    await appendAudit(tx, {
      actor: who.actor,
      ip: who.ip ?? null,
      action: 'draft.save',
      layoutId,
      details: { placementCount: checked.placements.length, revision: next },
    });
    return next;
  });
  return { ok: true, revision };
}

interface DraftRow {
  revision: number;
  draft: unknown;
  updated_at: unknown;
  updated_by: string | null;
  published: unknown;
  published_version: number | null;
}

async function draftRow(q: Queryable, layoutId: string): Promise<DraftRow> {
  if (!isLayoutId(layoutId)) throw cmsError('CMS_LAYOUT_NOT_FOUND', [layoutId]);
  const [row] = await q.query<DraftRow>(
    `SELECT l.revision, d.placements AS draft, d.updated_at, d.updated_by,
            v.placements AS published, v.version AS published_version
     FROM layouts l
     LEFT JOIN layout_drafts d ON d.layout_id = l.id
     LEFT JOIN layout_heads h ON h.layout_id = l.id
     LEFT JOIN layout_versions v ON v.layout_id = h.layout_id AND v.version = h.version
     WHERE l.id = $1::uuid`,
    [layoutId],
  );
  if (!row) throw cmsError('CMS_LAYOUT_NOT_FOUND', [layoutId]);
  return row;
}

/** The draft as stored, unparsed, for writes that must validate it whole (scheduling). */
export async function storedDraft(q: Queryable, layoutId: string): Promise<unknown> {
  const row = await draftRow(q, layoutId);
  return row.draft ?? row.published ?? [];
}

/** The stored draft, else the live version's placements, else none. */
export async function readDraft(q: Queryable, logger: Logger, layoutId: string): Promise<LayoutDraft> {
  const row = await draftRow(q, layoutId);
  const hasDraft = row.draft != null;
  const stored = hasDraft ? row.draft : (row.published ?? []);
  const where =
    hasDraft || row.published_version === null ? { layoutId } : { layoutId, version: row.published_version };
  return {
    layoutId,
    placements: parseStoredPlacements(stored, where, logger),
    revision: row.revision,
    updatedAt: hasDraft ? toIso(row.updated_at) : null,
    updatedBy: hasDraft ? row.updated_by : null,
  };
}
