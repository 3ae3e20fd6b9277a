/**
 * A layout that needs no content store, of one block: the pages that must render while it is down (the
 * error pages) and the printable documents (budget, ticket), whose one block staff do not arrange.
 */
import type { BlockType, PublishedLayout } from '@waypoint/schemas';

export const builtinLayout = (
  pageKey: string,
  blockType: BlockType,
  placementId: string,
  config: Record<string, unknown> = {},
): PublishedLayout => ({
  layoutId: `builtin-${placementId}`,
  version: 1,
  scope: { pageKey, market: null, affiliateId: null, siteKind: null },
  placements: [{ id: placementId, blockType, config, audience: {}, schedule: { from: null, until: null } }],
  publishedAt: '1970-01-01T00:00:00.000Z',
});
