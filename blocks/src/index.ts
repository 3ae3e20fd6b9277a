/** One React component per block type, each pure (props in, markup out). Import types only from the schemas. */

export { AdBanner } from './AdBanner/index.ts';
export { BestSellersCarousel } from './BestSellersCarousel/index.ts';
export { BrandStory } from './BrandStory/index.ts';
export { ErrorModal } from './ErrorModal/index.ts';
export { ErrorPage } from './ErrorPage/index.ts';
export { FlashSaleCarousel } from './FlashSaleCarousel/index.ts';
export { Footer } from './Footer/index.ts';
export { Header } from './Header/index.ts';
export { HeroSlider } from './HeroSlider/index.ts';
export { PromiseSection } from './PromiseSection/index.ts';
export { PromotionBar } from './PromotionBar/index.ts';
export { RecentlyVisited } from './RecentlyVisited/index.ts';
export { RecommendedDestinations } from './RecommendedDestinations/index.ts';
export { ReferAFriendBanner } from './ReferAFriendBanner/index.ts';
export { ReviewWidget } from './ReviewWidget/index.ts';
export { SearchSection } from './SearchSection/index.ts';
export { ThemedCarousel } from './ThemedCarousel/index.ts';
export { TravelProtectionBanner } from './TravelProtectionBanner/index.ts';
export { TravelStories } from './TravelStories/index.ts';
export type { BlockComponent, Stylesheets } from './types.ts';
