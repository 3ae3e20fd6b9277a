/** The shape of a demo layout and the helper that builds one from an ordered list of sections. */
import type { BlockType, LayoutScope, Placement } from '@waypoint/schemas';

export interface DemoLayout {
  /** Stable key; placement ids are `home-{key}-{slug}` (other pages: `{key}-{slug}`). */
  key: string;
  name: string;
  scope: LayoutScope;
  placements: Placement[];
}

/** One placement: its slug (the placement id's end), its block type and config. */
export type Section = readonly [slug: string, blockType: BlockType, config?: Record<string, unknown>];

export function demo(
  key: string,
  name: string,
  scope: Omit<LayoutScope, 'pageKey'>,
  sections: readonly Section[],
  pageKey = 'home',
) {
  const idPrefix = pageKey === 'home' ? `home-${key}` : key;
  return {
    key,
    name,
    scope: { pageKey, ...scope },
    placements: sections.map(([slug, blockType, config]) => ({
      id: `${idPrefix}-${slug}`,
      blockType,
      config: { ...config },
      audience: {},
      schedule: { from: null, until: null },
    })),
  } satisfies DemoLayout;
}
