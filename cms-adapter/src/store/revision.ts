/**
 * Optimistic concurrency: each layout and user has a `revision` (the studio's ETag), bumped by every
 * write. A write names the revision it was based on; it is compared under the row lock, so two writers
 * holding the same revision cannot both succeed.
 */
import type { Queryable } from '../db/db.ts';
import { CmsStaleRevisionError, cmsError } from '../errors.ts';
import { isLayoutId } from './rows.ts';

const isRevision = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

/** Throws CMS_REVISION_REQUIRED when `expected` is missing, CMS_STALE_REVISION when it is not `current`. */
export function assertRevision(
  what: 'Layout' | 'User',
  id: string,
  current: number,
  expected: number | undefined,
): void {
  if (!isRevision(expected)) throw cmsError('CMS_REVISION_REQUIRED', [what.toLowerCase(), id]);
  if (current !== expected) throw new CmsStaleRevisionError(what, id, current, expected);
}

export interface LockedLayout {
  pageKey: string;
  revision: number;
}

/** Locks the layout row for the rest of the transaction and checks the writer's revision. */
export async function lockLayoutAt(
  tx: Queryable,
  layoutId: string,
  expectedRevision: number | undefined,
): Promise<LockedLayout> {
  if (!isRevision(expectedRevision)) throw cmsError('CMS_REVISION_REQUIRED', ['layout', layoutId]);
  const locked = await lockLayout(tx, layoutId);
  assertRevision('Layout', layoutId, locked.revision, expectedRevision);
  return locked;
}

/** Locks the layout row without a revision check (the scheduler publishes whatever the revision). */
export async function lockLayout(tx: Queryable, layoutId: string): Promise<LockedLayout> {
  if (!isLayoutId(layoutId)) throw cmsError('CMS_LAYOUT_NOT_FOUND', [layoutId]);
  const [row] = await tx.query<{ page_key: string; revision: number }>(
    'SELECT page_key, revision FROM layouts WHERE id = $1::uuid FOR UPDATE',
    [layoutId],
  );
  if (!row) throw cmsError('CMS_LAYOUT_NOT_FOUND', [layoutId]);
  return { pageKey: row.page_key, revision: row.revision };
}

/** +1 on a locked layout; returns the new revision. */
export async function bumpLayoutRevision(tx: Queryable, layoutId: string): Promise<number> {
  const [row] = await tx.query<{ revision: number }>(
    'UPDATE layouts SET revision = revision + 1 WHERE id = $1::uuid RETURNING revision',
    [layoutId],
  );
  return row!.revision;
}
