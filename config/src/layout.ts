/** Layout constants in px and ms (storefront.md §9 "Layout", "Timing", "Cards and carousels"; buying-flow.md §9). */

// buying-flow.md §9 "Breakpoints": the reading with four named sizes
export const BREAKPOINTS = { mobile: 0, tablet: 768, laptop: 1024, desktop: 1280 } as const;

export const HEADER_HEIGHTS = { mobile: 60, tabletUp: 70, privateLabel: 98, immersive: 60 } as const;
export const SLIDER_HEIGHT = 600;
export const RECENTLY_VISITED = {
  maxItems: 10,
  cardsSmall: 3,
  cardsLarge: 4,
  lazyHeight: 200,
  lazyOffset: 300,
} as const;
/**
 * storefront.md §4 "Recently visited": a visit to a stored campaign adds a timestamp only after the minimum
 * minutes since its last one, and the oldest is dropped at the timestamp limit. The spec names both without values;
 * chosen: 30 minutes (one browsing session counts once) and 10 timestamps (as many as the items shown, §9).
 */
export const RECENTLY_VISITED_WRITE = { minMinutesBetween: 30, maxTimestamps: 10 } as const;
export const HERO_AUTOPLAY_MS = 16_000;
export const ERROR_MODAL_DELAY_MS = 1000;
export const RECOMMENDED_PLACEHOLDERS = 10;
