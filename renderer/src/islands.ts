/**
 * Which blocks hydrate in the browser, and when: read from the block definitions (`interactive`), on the
 * server only. The browser learns each island's strategy from `#wp-islands` (island-data.ts).
 */
import {
  BLOCKS,
  type Block,
  HYDRATION,
  type HydrationStrategy,
  type InteractiveBlockType,
} from '@waypoint/schemas';

export { HYDRATED_MARK, ISLANDS_DATA_ID, type IslandData, PATCHED_MARK } from './island-data.ts';
export type { HydrationStrategy };

/** When each interactive block type hydrates. */
export const ISLANDS = HYDRATION;
export type IslandType = InteractiveBlockType;

function isIsland(type: string): type is IslandType {
  return Object.hasOwn(ISLANDS, type);
}

/**
 * Whether this block hydrates in the browser: an interactive type, unless its props render markup that
 * works without JavaScript (the definition's `staticWhen`), in which case it is sent as plain HTML.
 */
export function needsHydration(block: Block): block is Extract<Block, { type: IslandType }> {
  if (!isIsland(block.type)) return false;
  const interactive = (BLOCKS[block.type] as { interactive?: { staticWhen?: (props: unknown) => boolean } })
    .interactive;
  return !interactive?.staticWhen?.(block.props);
}
