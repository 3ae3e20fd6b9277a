import type { Db, Queryable } from '../db/db.ts';
import { CmsError, CmsValidationError } from '../errors.ts';
import { appendAudit } from './history.ts';
import { layoutTags, requireLayout } from './rows.ts';
import type { PublishResult } from './types.ts';
import { validatePlacements } from './validate-placements.ts';

async function currentVersion(tx: Queryable, layoutId: string): Promise<number | null> {
  const [row] = await tx.query<{ version: number }>(
    'SELECT version FROM layout_heads WHERE layout_id = $1::uuid',
    [layoutId],
  );
  return row?.version ?? null;
}

async function moveHead(tx: Queryable, layoutId: string, version: number, actor: string): Promise<void> {
  await tx.query(
    `INSERT INTO layout_heads (layout_id, version, updated_by) VALUES ($1::uuid, $2::integer, $3)
     ON CONFLICT (layout_id) DO UPDATE
       SET version = EXCLUDED.version, updated_at = now(), updated_by = EXCLUDED.updated_by`,
    [layoutId, version, actor],
  );
}

/**
 * Draft -> new immutable version -> head, with its audit entry, in one transaction. The layout row is
 * locked first so concurrent publishes of one layout number their versions one after the other. The
 * draft is validated again: schemas may have tightened since it was saved.
 */
export async function publish(
  db: Db,
  layoutId: string,
  actor: string,
  note?: string,
): Promise<PublishResult> {
  return db.transaction(async (tx) => {
    const { pageKey } = await requireLayout(tx, layoutId, { forUpdate: true });
    const [draft] = await tx.query<{ placements: unknown }>(
      'SELECT placements FROM layout_drafts WHERE layout_id = $1::uuid',
      [layoutId],
    );
    if (!draft) throw new CmsError('CMS_DRAFT_NOT_FOUND', [layoutId]);
    const checked = validatePlacements(draft.placements);
    if (!checked.ok) throw new CmsValidationError(checked.errors);
    const previous = await currentVersion(tx, layoutId);
    const [row] = await tx.query<{ version: number }>(
      `INSERT INTO layout_versions (layout_id, version, placements, published_by, note)
       SELECT $1::uuid, COALESCE(MAX(version), 0) + 1, $2::jsonb, $3::text, $4::text
       FROM layout_versions WHERE layout_id = $1::uuid
       RETURNING version`,
      [layoutId, JSON.stringify(checked.placements), actor, note ?? null],
    );
    const version = row!.version;
    await moveHead(tx, layoutId, version, actor);
    await appendAudit(tx, {
      actor,
      action: 'layout.publish',
      layoutId,
      version,
      details: { previousVersion: previous, placementCount: checked.placements.length, note: note ?? null },
    });
    return { version, tags: layoutTags(pageKey, layoutId) };
  });
}

/** Points the head at an earlier (or later) published version; the versions themselves never change. */
export async function rollback(
  db: Db,
  layoutId: string,
  version: number,
  actor: string,
): Promise<PublishResult> {
  return db.transaction(async (tx) => {
    const { pageKey } = await requireLayout(tx, layoutId, { forUpdate: true });
    const exists =
      Number.isInteger(version) && version > 0 && version < 2 ** 31
        ? await tx.query(
            'SELECT 1 FROM layout_versions WHERE layout_id = $1::uuid AND version = $2::integer',
            [layoutId, version],
          )
        : [];
    if (exists.length === 0) throw new CmsError('CMS_VERSION_NOT_FOUND', [layoutId, version]);
    const previous = await currentVersion(tx, layoutId);
    await moveHead(tx, layoutId, version, actor);
    await appendAudit(tx, {
      actor,
      action: 'layout.rollback',
      layoutId,
      version,
      details: { fromVersion: previous, toVersion: version },
    });
    return { version, tags: layoutTags(pageKey, layoutId) };
  });
}
