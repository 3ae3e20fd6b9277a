/** Test fixtures: one URL (without the market) per endpoint variant, with the schema it must match. */
import {
  UpstreamAdvisorConfig,
  UpstreamAffiliate,
  UpstreamAffiliateLookup,
  UpstreamCampaignComponents,
  UpstreamCategoryAirports,
  UpstreamContentBlock,
  UpstreamDayPrices,
  UpstreamDeals,
  UpstreamDepartures,
  UpstreamFamilyCollection,
  UpstreamFooter,
  UpstreamHeader,
  UpstreamHome,
  UpstreamItinerary,
  UpstreamLeadingPrice,
  UpstreamProductCards,
  UpstreamProductDetail,
  UpstreamProductSeo,
  UpstreamPromotion,
  UpstreamReferral,
  UpstreamResellerLogo,
  UpstreamReviews,
  UpstreamSiteContext,
  UpstreamSuggestedDestinations,
} from '@waypoint/schemas';
import type { z } from 'zod';
import { catalogue, tripWith } from './trip-page.ts';

/** Market-independent trip page URLs: land only is a departure in every market. */
const landOnly = tripWith((o) => o.isLandOnly);
const option = tripWith(
  (o) => o.hasLandOnlyOption && o.categories.length > 1 && !o.categories[1]?.restricted,
);
const offline = tripWith((o) => o.isOffline);
const [landCategory, optionCategory] = [
  catalogue.offersOf(landOnly).categories[0],
  catalogue.offersOf(option).categories[1],
];
if (!landCategory || !optionCategory) throw new Error('Fixture trips without categories');

const PRODUCT_ENDPOINTS: readonly [string, z.ZodType][] = [
  [`/api/nextjs/pdp/${landOnly.id}`, UpstreamProductDetail],
  [`/api/nextjs/pdp/${option.id}?type=preview`, UpstreamProductDetail],
  [`/api/nextjs/pdp/${offline.id}?type=offline`, UpstreamProductDetail],
  [`/api/seo/product/${option.id}`, UpstreamProductSeo],
  [`/api/category/${landCategory.id}/airports`, UpstreamCategoryAirports],
  [`/api/category/${optionCategory.id}/airports`, UpstreamCategoryAirports],
  [`/api/category/${optionCategory.id}/itinerary/land-only`, UpstreamItinerary],
  [`/api/content-block/${optionCategory.conditionsBlockId}`, UpstreamContentBlock],
  [`/api/category/${optionCategory.id}/leading-prices?numPassengers=2`, UpstreamLeadingPrice],
  [`/api/category/${landCategory.id}/land-only/prices?adults=2&children=0&babies=0`, UpstreamDayPrices],
  [`/api/category/${optionCategory.id}/land-only/prices?adults=2`, UpstreamDayPrices],
];

export const ENDPOINTS: readonly [string, z.ZodType][] = [
  ['/api/site/context/guest', UpstreamSiteContext],
  ['/v1/affiliate/www', UpstreamAffiliateLookup],
  ['/v1/affiliate/viajes', UpstreamAffiliateLookup],
  ['/v1/affiliate/agents', UpstreamAffiliateLookup],
  ['/v1/affiliate/unknown-host', UpstreamAffiliateLookup],
  ['/v1/www/1/site/context/affiliate', UpstreamAffiliate],
  ['/v1/viajes/2/site/context/affiliate', UpstreamAffiliate],
  ['/v1/agents/40/site/context/affiliate', UpstreamAffiliate],
  ['/v1/www/1057/site/context/affiliate', UpstreamAffiliate],
  ['/v1/www/9625/site/context/affiliate', UpstreamAffiliate],
  ['/v1/www/1/site/context/config', UpstreamSiteContext],
  ['/v1/viajes/2/site/context/config', UpstreamSiteContext],
  ['/api/promotion', UpstreamPromotion],
  ['/api/campaign-components', UpstreamCampaignComponents],
  ['/api/header', UpstreamHeader],
  ['/api/header/deals', UpstreamDeals],
  ['/api/footer', UpstreamFooter],
  ['/api/site/context/referral', UpstreamReferral],
  ['/api/site/departures', UpstreamDepartures],
  ['/api/searcher/suggested/destinations', UpstreamSuggestedDestinations],
  ['/api/home/suggested-destinations', UpstreamSuggestedDestinations],
  ['/api/affiliate/logo/last_minute', UpstreamResellerLogo],
  ['/api/affiliate/logo/sunny_deals', UpstreamResellerLogo],
  ['/api/affiliate/logo/globe_hoppers', UpstreamResellerLogo],
  ['/api/advisor/epl-config-presenter/adv-demo-1', UpstreamAdvisorConfig],
  ['/api/advisor/epl-config-presenter/adv-demo-2', UpstreamAdvisorConfig],
  ['/api/advisor/epl-config-presenter/adv-demo-3', UpstreamAdvisorConfig],
  ['/api/home', UpstreamHome],
  ['/api/reviews', UpstreamReviews],
  ['/api/home/family-collection', UpstreamFamilyCollection],
  ['/api/product/card/search?id=1,2,3&limit=10', UpstreamProductCards],
  ['/api/product/card/search?id=5,4', UpstreamProductCards],
  ...PRODUCT_ENDPOINTS,
];
