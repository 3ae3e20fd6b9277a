import type { BlockType, PropsOf } from '@waypoint/schemas';
import type { ReactNode } from 'react';

/** A block component: pure, the block's props in, markup out. */
export type BlockComponent<T extends BlockType> = (props: PropsOf<T>) => ReactNode;

/**
 * Stylesheets a block needs, as paths under `blocks/src` without `.css`, shared parts first
 * (e.g. `['shared/TripCard', 'FlashSaleCarousel/FlashSaleCarousel']`). The renderer inlines each part
 * once per page, for the blocks on that page only.
 */
export type Stylesheets = readonly string[];
