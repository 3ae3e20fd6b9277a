/** Every block type's resolver; the mapped registry type turns a missing block type into a type error. */
import type { ResolverRegistry } from '../compose/types.ts';
import { adBanner } from './ad-banner.ts';
import { bestSellersCarousel } from './best-sellers-carousel.ts';
import { brandStory } from './brand-story.ts';
import { errorModal } from './error-modal.ts';
import { errorPage } from './error-page.ts';
import { flashSaleCarousel } from './flash-sale-carousel.ts';
import { footer } from './footer.ts';
import { header } from './header.ts';
import { heroSlider } from './hero-slider.ts';
import { promiseSection } from './promise-section.ts';
import { promotionBar } from './promotion-bar.ts';
import { recentlyVisited } from './recently-visited.ts';
import { recommendedDestinations } from './recommended-destinations.ts';
import { referAFriendBanner } from './refer-a-friend-banner.ts';
import { reviewWidget } from './review-widget.ts';
import { searchSection } from './search-section.ts';
import { themedCarousel } from './themed-carousel.ts';
import { travelProtectionBanner } from './travel-protection-banner.ts';
import { travelStories } from './travel-stories.ts';

export { tripStructuredData } from './structured-data.ts';
export { toTripCard, toTripCards } from './trip-card.ts';

export const resolvers: ResolverRegistry = {
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
