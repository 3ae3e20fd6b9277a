import type { PublishedLayout } from '@waypoint/schemas';
import type { Queryable } from '../db/db.ts';
import type { Logger } from '../logger.ts';
import { SCOPE_COLUMNS, type ScopeRow, scopeFromRow, toIso } from './rows.ts';
import type { LayoutQuery } from './types.ts';
import { parseStoredPlacements } from './validate-placements.ts';

/**
 * The best match in one statement. A layout matches when each of its non-null scope fields equals the
 * query's; the most specific wins, affiliate (4) over site kind (2) over market (1), so any affiliate
 * layout beats any site-kind one. Ties (impossible while scopes are unique, kept for safety) go to the
 * newest publication. The page_key equality uses the leading column of `layouts_scope_key`.
 */
const BEST_MATCH_SQL = `
  SELECT l.id, l.name, ${SCOPE_COLUMNS}, v.version, v.placements, v.published_at
  FROM layouts l
  JOIN layout_heads h ON h.layout_id = l.id
  JOIN layout_versions v ON v.layout_id = h.layout_id AND v.version = h.version
  WHERE l.page_key = $1::text
    AND (l.market IS NULL OR l.market = $2::text)
    AND (l.affiliate_id IS NULL OR l.affiliate_id = $3::integer)
    AND (l.site_kind IS NULL OR l.site_kind = $4::text)
  ORDER BY
    (CASE WHEN l.affiliate_id IS NULL THEN 0 ELSE 4 END
     + CASE WHEN l.site_kind IS NULL THEN 0 ELSE 2 END
     + CASE WHEN l.market IS NULL THEN 0 ELSE 1 END) DESC,
    v.published_at DESC,
    l.id
  LIMIT 1`;

interface BestMatchRow extends ScopeRow {
  id: string;
  name: string;
  version: number;
  placements: unknown;
  published_at: unknown;
}

export async function getPublishedLayout(
  db: Queryable,
  logger: Logger,
  query: LayoutQuery,
): Promise<PublishedLayout | null> {
  const [row] = await db.query<BestMatchRow>(BEST_MATCH_SQL, [
    query.pageKey,
    query.market,
    query.affiliateId,
    query.siteKind,
  ]);
  if (!row) return null;
  return {
    layoutId: row.id,
    name: row.name,
    version: row.version,
    scope: scopeFromRow(row),
    placements: parseStoredPlacements(row.placements, { layoutId: row.id, version: row.version }, logger),
    publishedAt: toIso(row.published_at),
  };
}
