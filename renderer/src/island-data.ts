/**
 * What the server hands the browser about its islands. Client-safe: the contract is imported as types
 * only (zod never reaches the browser).
 */
import type { BlockType, HydrationStrategy } from '@waypoint/schemas';

/** Id of the `<script type="application/json">` that carries the islands' props. */
export const ISLANDS_DATA_ID = 'wp-islands';

/**
 * One island as it travels to the browser in `#wp-islands`; its index is the element's data-island.
 * The server decides when it hydrates, so the client needs no table of its own.
 */
export interface IslandData {
  id: string;
  type: BlockType;
  props: unknown;
  hydrate: HydrationStrategy;
}

/** Marks hydration the client reports (`performance.mark`, `window.__wpHydrated`). */
export const HYDRATED_MARK = 'wp:hydrated';
/** Performance mark of the client runtime each time an action's patch is on screen (detail: its url). */
export const PATCHED_MARK = 'wp:patched';
/**
 * `/assets/styles/<Type>.css`: one block type's CSS (see StyleBook.typeCss), served by the web plugin and
 * loaded by the runtime when a patch brings a type the page did not show.
 */
export const STYLE_PREFIX = '/assets/styles/';
