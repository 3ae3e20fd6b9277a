/**
 * One dynamic import per island type: esbuild splits each into its own chunk, so a page downloads only
 * the interactive blocks it shows. The mapped type makes a missing island type a type error.
 */
import type { PropsOf } from '@waypoint/schemas';
import type { ComponentType } from 'react';
import type { IslandType } from '../islands.ts';

export const loaders: { [T in IslandType]: () => Promise<ComponentType<PropsOf<T>>> } = {
  HeroSlider: () => import('@waypoint/blocks/HeroSlider').then((m) => m.HeroSlider),
  ErrorModal: () => import('@waypoint/blocks/ErrorModal').then((m) => m.ErrorModal),
  FlashSaleCarousel: () => import('@waypoint/blocks/FlashSaleCarousel').then((m) => m.FlashSaleCarousel),
  BestSellersCarousel: () =>
    import('@waypoint/blocks/BestSellersCarousel').then((m) => m.BestSellersCarousel),
  ThemedCarousel: () => import('@waypoint/blocks/ThemedCarousel').then((m) => m.ThemedCarousel),
  RecentlyVisited: () => import('@waypoint/blocks/RecentlyVisited').then((m) => m.RecentlyVisited),
  Header: () => import('@waypoint/blocks/Header').then((m) => m.Header),
  TravelProtectionBanner: () =>
    import('@waypoint/blocks/TravelProtectionBanner').then((m) => m.TravelProtectionBanner),
  BrandStory: () => import('@waypoint/blocks/BrandStory').then((m) => m.BrandStory),
  AdBanner: () => import('@waypoint/blocks/AdBanner').then((m) => m.AdBanner),
};
