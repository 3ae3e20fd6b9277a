/**
 * Which stylesheets each block type needs, and how to read them (Node only: the renderer inlines the CSS
 * of the blocks on a page; Storybook imports the files directly).
 */
import { readFile } from 'node:fs/promises';
import type { BlockType } from '@waypoint/schemas';
import { styles as adBanner } from './AdBanner/index.ts';
import { styles as bestSellersCarousel } from './BestSellersCarousel/index.ts';
import { styles as brandStory } from './BrandStory/index.ts';
import { styles as errorModal } from './ErrorModal/index.ts';
import { styles as errorPage } from './ErrorPage/index.ts';
import { styles as flashSaleCarousel } from './FlashSaleCarousel/index.ts';
import { styles as footer } from './Footer/index.ts';
import { styles as header } from './Header/index.ts';
import { styles as heroSlider } from './HeroSlider/index.ts';
import { styles as promiseSection } from './PromiseSection/index.ts';
import { styles as promotionBar } from './PromotionBar/index.ts';
import { styles as recentlyVisited } from './RecentlyVisited/index.ts';
import { styles as recommendedDestinations } from './RecommendedDestinations/index.ts';
import { styles as referAFriendBanner } from './ReferAFriendBanner/index.ts';
import { styles as reviewWidget } from './ReviewWidget/index.ts';
import { styles as searchSection } from './SearchSection/index.ts';
import { styles as themedCarousel } from './ThemedCarousel/index.ts';
import { styles as travelProtectionBanner } from './TravelProtectionBanner/index.ts';
import { styles as travelStories } from './TravelStories/index.ts';
import type { Stylesheets } from './types.ts';

/** Shipped with every page before any block's CSS. */
export const BASE_STYLESHEET = 'base';

export const BLOCK_STYLESHEETS: { readonly [T in BlockType]: Stylesheets } = {
  HeroSlider: heroSlider,
  SearchSection: searchSection,
  FlashSaleCarousel: flashSaleCarousel,
  BestSellersCarousel: bestSellersCarousel,
  PromiseSection: promiseSection,
  TravelProtectionBanner: travelProtectionBanner,
  RecommendedDestinations: recommendedDestinations,
  BrandStory: brandStory,
  ReviewWidget: reviewWidget,
  RecentlyVisited: recentlyVisited,
  AdBanner: adBanner,
  ReferAFriendBanner: referAFriendBanner,
  ThemedCarousel: themedCarousel,
  TravelStories: travelStories,
  ErrorModal: errorModal,
  ErrorPage: errorPage,
  PromotionBar: promotionBar,
  Header: header,
  Footer: footer,
};

/** The CSS text of one stylesheet path (see `Stylesheets`). */
export function readStylesheet(path: string): Promise<string> {
  if (!/^[A-Za-z]+(\/[A-Za-z-]+)?$/.test(path)) throw new Error(`Invalid stylesheet path: ${path}`);
  return readFile(new URL(`./${path}.css`, import.meta.url), 'utf8');
}

/** Every stylesheet path that some block (or the base) needs, in a stable order. */
export function allStylesheets(): string[] {
  return [...new Set([BASE_STYLESHEET, ...Object.values(BLOCK_STYLESHEETS).flat()])];
}
