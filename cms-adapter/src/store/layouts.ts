import { randomUUID } from 'node:crypto';
import { LayoutScope } from '@waypoint/schemas';
import type { Db, Queryable } from '../db/db.ts';
import { CmsError, CmsValidationError, type FieldError, sqlStateOf } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { appendAudit } from './history.ts';
import { requireLayout, SCOPE_COLUMNS, type ScopeRow, scopeFromRow, toIso } from './rows.ts';
import type { LayoutDraft, LayoutSummary, SaveDraftResult } from './types.ts';
import { parseStoredPlacements, toFieldErrors, validatePlacements } from './validate-placements.ts';

const UNIQUE_VIOLATION = '23505';

interface LayoutRow extends ScopeRow {
  id: string;
  name: string;
  created_at: unknown;
  created_by: string;
  published_version: number | null;
}

const LAYOUT_SELECT = `
  SELECT l.id, ${SCOPE_COLUMNS}, l.name, l.created_at, l.created_by, h.version AS published_version
  FROM layouts l LEFT JOIN layout_heads h ON h.layout_id = l.id`;

function toSummary(row: LayoutRow): LayoutSummary {
  return {
    id: row.id,
    name: row.name,
    scope: scopeFromRow(row),
    createdAt: toIso(row.created_at),
    createdBy: row.created_by,
    publishedVersion: row.published_version,
  };
}

export async function createLayout(
  db: Db,
  scope: LayoutScope,
  name: string,
  actor: string,
): Promise<LayoutSummary> {
  const parsed = LayoutScope.safeParse(scope);
  const errors: FieldError[] = parsed.success ? [] : toFieldErrors(parsed.error.issues);
  if (name.trim() === '') errors.push({ path: ['name'], message: 'A layout needs a name' });
  if (!parsed.success || errors.length > 0) throw new CmsValidationError(errors);
  const s = parsed.data;
  const id = randomUUID();
  try {
    return await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO layouts (id, page_key, market, affiliate_id, site_kind, name, created_by)
         VALUES ($1::uuid, $2, $3, $4, $5, $6, $7)`,
        [id, s.pageKey, s.market, s.affiliateId, s.siteKind, name.trim(), actor],
      );
      await appendAudit(tx, { actor, action: 'layout.create', layoutId: id, details: { scope: s, name } });
      const [row] = await tx.query<LayoutRow>(`${LAYOUT_SELECT} WHERE l.id = $1::uuid`, [id]);
      return toSummary(row!);
    });
  } catch (err) {
    if (sqlStateOf(err) === UNIQUE_VIOLATION) {
      throw new CmsError('CMS_LAYOUT_EXISTS', [JSON.stringify(s)], { cause: err });
    }
    throw err;
  }
}

export async function listLayouts(
  db: Queryable,
  filter: { pageKey?: string } = {},
): Promise<LayoutSummary[]> {
  const rows = await db.query<LayoutRow>(
    `${LAYOUT_SELECT} WHERE $1::text IS NULL OR l.page_key = $1::text ORDER BY l.page_key, l.created_at, l.id`,
    [filter.pageKey ?? null],
  );
  return rows.map(toSummary);
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

export async function saveDraft(
  db: Db,
  layoutId: string,
  placements: unknown[],
  actor: string,
): Promise<SaveDraftResult> {
  await requireLayout(db, layoutId);
  const checked = validatePlacements(placements);
  if (!checked.ok) return { ok: false, errors: checked.errors };
  await db.transaction(async (tx) => {
    await requireLayout(tx, layoutId, { forUpdate: true });
    await tx.query(
      `INSERT INTO layout_drafts (layout_id, placements, updated_by) VALUES ($1::uuid, $2::jsonb, $3)
       ON CONFLICT (layout_id) DO UPDATE
         SET placements = EXCLUDED.placements, updated_at = now(), updated_by = EXCLUDED.updated_by`,
      [layoutId, JSON.stringify(checked.placements), actor],
    );
    await appendAudit(tx, {
      actor,
      action: 'draft.save',
      layoutId,
      details: { placementCount: checked.placements.length },
    });
  });
  return { ok: true };
}

export async function getDraft(db: Queryable, logger: Logger, layoutId: string): Promise<LayoutDraft | null> {
  await requireLayout(db, layoutId);
  const [row] = await db.query<{ placements: unknown; updated_at: unknown; updated_by: string }>(
    'SELECT placements, updated_at, updated_by FROM layout_drafts WHERE layout_id = $1::uuid',
    [layoutId],
  );
  if (!row) return null;
  return {
    layoutId,
    placements: parseStoredPlacements(row.placements, { layoutId }, logger),
    updatedAt: toIso(row.updated_at),
    updatedBy: row.updated_by,
  };
}
