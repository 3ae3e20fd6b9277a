/**
 * Which block types hydrate in the browser, and when. Kept apart from the registry so the client
 * entry can read it without pulling every block component into its bundle.
 */
import type { Block, BlockType, PropsOf } from '@waypoint/schemas';

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

/**
 * Props with which an interactive type renders markup that works without JavaScript, so the block is
 * sent as plain HTML: a one-slide hero (a static banner; its video autoplays natively), the brand story
 * with a still image (FR and DE), an ad slot with a single unit (nothing to pick in the browser).
 */
const STATIC_WHEN: { readonly [T in IslandType]?: (props: PropsOf<T>) => boolean } = {
  HeroSlider: (props) => props.variant === 'static',
  BrandStory: (props) => props.media.kind === 'image',
  AdBanner: (props) => props.adUnits.length < 2,
};

/** Whether this block hydrates in the browser: an interactive type whose props need it. */
export function needsHydration(block: Block): block is Extract<Block, { type: IslandType }> {
  if (!isIsland(block.type)) return false;
  const isStatic = STATIC_WHEN[block.type] as ((props: unknown) => boolean) | undefined;
  return !isStatic?.(block.props);
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
