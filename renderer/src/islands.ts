/**
 * Which block types hydrate in the browser, and when. Kept apart from the registry so the client
 * entry can read it without pulling every block component into its bundle.
 */
import type { BlockType } from '@waypoint/schemas';

/** 'load' at once, 'visible' when near the viewport, 'idle' when the main thread is free. */
export type HydrationStrategy = 'load' | 'visible' | 'idle';

export const ISLANDS = {
  HeroSlider: 'load',
  ErrorModal: 'load',
  FlashSaleCarousel: 'visible',
  BestSellersCarousel: 'visible',
  ThemedCarousel: 'visible',
  RecentlyVisited: 'visible',
  Header: 'idle',
  TravelProtectionBanner: 'idle',
  BrandStory: 'idle',
  AdBanner: 'idle',
} as const satisfies { readonly [T in BlockType]?: HydrationStrategy };

export type IslandType = keyof typeof ISLANDS;

export function isIsland(type: string): type is IslandType {
  return Object.hasOwn(ISLANDS, type);
}

/** Id of the `<script type="application/json">` that carries the islands' props. */
export const ISLANDS_DATA_ID = 'wp-islands';

/** One island as it travels to the browser in `#wp-islands`; its index is the element's data-island. */
export interface IslandData {
  id: string;
  type: IslandType;
  props: unknown;
}

/** Marks hydration the client reports (`performance.mark`, `window.__wpHydrated`). */
export const HYDRATED_MARK = 'wp:hydrated';
