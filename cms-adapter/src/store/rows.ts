/** Shared mapping between table rows and the store's types (both drivers return the same shapes). */
import type { LayoutScope } from '@waypoint/schemas';
import type { Queryable } from '../db/db.ts';
import { cmsError } from '../errors.ts';

export interface ScopeRow {
  page_key: string;
  market: string | null;
  affiliate_id: number | null;
  site_kind: string | null;
}

export const SCOPE_COLUMNS = 'l.page_key, l.market, l.affiliate_id, l.site_kind';

/** Rows were written from a validated `LayoutScope`, so they are trusted here. */
export function scopeFromRow(row: ScopeRow): LayoutScope {
  return {
    pageKey: row.page_key,
    market: row.market as LayoutScope['market'],
    affiliateId: row.affiliate_id,
    siteKind: row.site_kind as LayoutScope['siteKind'],
  };
}

/** timestamptz arrives as a Date from both drivers; strings are accepted defensively. */
export function toIso(value: unknown): string {
  return (value instanceof Date ? value : new Date(String(value))).toISOString();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are uuids; anything else cannot name a row, and must not reach a uuid cast. */
export function isUuid(id: unknown): id is string {
  return typeof id === 'string' && UUID.test(id);
}

export const isLayoutId = isUuid;

/** Cache tags a change to this layout invalidates. */
export function layoutTags(pageKey: string, layoutId: string): string[] {
  return [`layout:${pageKey}`, `layout:${layoutId}`];
}

/** Loads the layout's page key, optionally locking its row for the rest of the transaction. */
export async function requireLayout(
  q: Queryable,
  layoutId: string,
  options: { forUpdate?: boolean } = {},
): Promise<{ pageKey: string }> {
  if (!isLayoutId(layoutId)) throw cmsError('CMS_LAYOUT_NOT_FOUND', [layoutId]);
  const [row] = await q.query<{ page_key: string }>(
    `SELECT page_key FROM layouts WHERE id = $1::uuid${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [layoutId],
  );
  if (!row) throw cmsError('CMS_LAYOUT_NOT_FOUND', [layoutId]);
  return { pageKey: row.page_key };
}
