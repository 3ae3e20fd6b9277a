import type { Placement } from '@waypoint/schemas';
import type { Db, Queryable } from '../db/db.ts';
import { CmsValidationError, cmsError } from '../errors.ts';
import { appendAudit, isVersionNumber } from './history.ts';
import { bumpLayoutRevision, lockLayoutAt } from './revision.ts';
import { layoutTags } from './rows.ts';
import type { PublishResult, WriteContext } from './types.ts';
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
 * The one way a version comes to be: placements -> next immutable version -> head -> revision + 1.
 * The caller holds the layout's row lock (versions of one layout are numbered one after the other),
 * has validated the placements and writes the audit entry.
 */
export async function publishVersion(
  tx: Queryable,
  layoutId: string,
  placements: Placement[] | { copyOf: number },
  actor: string,
  note: string | null,
): Promise<{ version: number; previousVersion: number | null; revision: number }> {
  const previousVersion = await currentVersion(tx, layoutId);
  const [row] =
    'copyOf' in placements
      ? await tx.query<{ version: number }>(
          `INSERT INTO layout_versions (layout_id, version, placements, published_by, note, rollback_of)
           SELECT $1::uuid, (SELECT MAX(version) FROM layout_versions WHERE layout_id = $1::uuid) + 1,
                  old.placements, $2::text, $3::text, old.version
           FROM layout_versions old WHERE old.layout_id = $1::uuid AND old.version = $4::integer
           RETURNING version`,
          [layoutId, actor, note, placements.copyOf],
        )
      : await tx.query<{ version: number }>(
          `INSERT INTO layout_versions (layout_id, version, placements, published_by, note)
           SELECT $1::uuid, COALESCE(MAX(version), 0) + 1, $2::jsonb, $3::text, $4::text
           FROM layout_versions WHERE layout_id = $1::uuid
           RETURNING version`,
          [layoutId, JSON.stringify(placements), actor, note],
        );
  const version = row!.version;
  await moveHead(tx, layoutId, version, actor);
  const revision = await bumpLayoutRevision(tx, layoutId);
  return { version, previousVersion, revision };
}

/**
 * Draft -> new immutable version -> live, with its audit entry, in one transaction. The draft is
 * validated again: schemas may have tightened since it was saved.
 */
export async function publish(
  db: Db,
  layoutId: string,
  who: WriteContext,
  note?: string,
): Promise<PublishResult> {
  return db.transaction(async (tx) => {
    const { pageKey } = await lockLayoutAt(tx, layoutId, who.expectedRevision);
    const [draft] = await tx.query<{ placements: unknown }>(
      'SELECT placements FROM layout_drafts WHERE layout_id = $1::uuid',
      [layoutId],
    );
    if (!draft) throw cmsError('CMS_DRAFT_NOT_FOUND', [layoutId]);
    const checked = validatePlacements(draft.placements, pageKey);
    if (!checked.ok) throw new CmsValidationError(checked.errors);
    const trimmedNote = note?.trim() || null;
    const { version, previousVersion, revision } = await publishVersion(
      tx,
      layoutId,
      checked.placements,
      who.actor,
      trimmedNote,
    );
    await appendAudit(tx, {
      actor: who.actor,
      ip: who.ip ?? null,
      action: 'layout.publish',
      layoutId,
      version,
      details: { previousVersion, placementCount: checked.placements.length, note: trimmedNote },
    });
    return { layoutId, version, revision, tags: layoutTags(pageKey, layoutId) };
  });
}

/**
 * A new version copying `version`'s placements (note "Rollback to vN"), live at once; the draft becomes
 * that copy too. History is never rewritten: the versions in between stay as they were.
 */
export async function rollback(
  db: Db,
  layoutId: string,
  version: number,
  who: WriteContext,
): Promise<PublishResult> {
  return db.transaction(async (tx) => {
    const { pageKey } = await lockLayoutAt(tx, layoutId, who.expectedRevision);
    const exists = isVersionNumber(version)
      ? await tx.query('SELECT 1 FROM layout_versions WHERE layout_id = $1::uuid AND version = $2::integer', [
          layoutId,
          version,
        ])
      : [];
    if (exists.length === 0) throw cmsError('CMS_VERSION_NOT_FOUND', [layoutId, version]);
    const created = await publishVersion(
      tx,
      layoutId,
      { copyOf: version },
      who.actor,
      `Rollback to v${version}`,
    );
    await tx.query(
      `INSERT INTO layout_drafts (layout_id, placements, updated_by)
       SELECT layout_id, placements, $3::text FROM layout_versions WHERE layout_id = $1::uuid AND version = $2::integer
       ON CONFLICT (layout_id) DO UPDATE
         SET placements = EXCLUDED.placements, updated_at = now(), updated_by = EXCLUDED.updated_by`,
      [layoutId, created.version, who.actor],
    );
    await appendAudit(tx, {
      actor: who.actor,
      ip: who.ip ?? null,
      action: 'layout.rollback',
      layoutId,
      version: created.version,
      details: { rollbackOf: version, previousVersion: created.previousVersion },
    });
    return {
      layoutId,
      version: created.version,
      revision: created.revision,
      tags: layoutTags(pageKey, layoutId),
    };
  });
}
