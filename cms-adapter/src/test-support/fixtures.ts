import type { BlockType, LayoutScope } from '@waypoint/schemas';

export const placement = (id: string, blockType: BlockType, config: Record<string, unknown> = {}) => ({
  id,
  blockType,
  config,
});

export const scope = (pageKey: string, fields: Partial<Omit<LayoutScope, 'pageKey'>> = {}): LayoutScope => ({
  pageKey,
  market: null,
  affiliateId: null,
  siteKind: null,
  ...fields,
});
