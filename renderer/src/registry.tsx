/**
 * The block registry: one component per block type of the contract. The mapped type makes a block type
 * without a component (or with a component of the wrong props) a type error.
 */
import {
  AdBanner,
  BestSellersCarousel,
  BrandStory,
  ErrorModal,
  ErrorPage,
  FlashSaleCarousel,
  Footer,
  Header,
  HeroSlider,
  PromiseSection,
  PromotionBar,
  RecentlyVisited,
  RecommendedDestinations,
  ReferAFriendBanner,
  ReviewWidget,
  SearchSection,
  ThemedCarousel,
  TravelProtectionBanner,
  TravelStories,
} from '@waypoint/blocks';
import type { BlockType, PropsOf } from '@waypoint/schemas';
import type { ComponentType } from 'react';

export { type HydrationStrategy, ISLANDS, type IslandType, isIsland } from './islands.ts';

export const registry: { [T in BlockType]: ComponentType<PropsOf<T>> } = {
  HeroSlider,
  SearchSection,
  FlashSaleCarousel,
  BestSellersCarousel,
  PromiseSection,
  TravelProtectionBanner,
  RecommendedDestinations,
  BrandStory,
  ReviewWidget,
  RecentlyVisited,
  AdBanner,
  ReferAFriendBanner,
  ThemedCarousel,
  TravelStories,
  ErrorModal,
  ErrorPage,
  PromotionBar,
  Header,
  Footer,
};

/**
 * The component of a block type, or undefined for a type this renderer does not know (a composer newer
 * than the renderer). One cast, here: TypeScript cannot correlate `registry[type]` with `PropsOf<type>`.
 */
export function componentOf(type: string): ComponentType<Record<string, unknown>> | undefined {
  return Object.hasOwn(registry, type)
    ? (registry[type as BlockType] as ComponentType<Record<string, unknown>>)
    : undefined;
}
