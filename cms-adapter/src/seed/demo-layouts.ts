/**
 * Demo content for the home page: one layout per market, a global fallback and two partner affiliates;
 * one landing page for every market (`/<market>/landingPage/summer-escapes`); and the trip page, per
 * market, with a global fallback and the same two partners.
 * The market and global lists follow storefront.md §2 "Home page" (sections in order), with the header
 * blocks first and the footer last: placements are one ordered list and the composer puts each block
 * type in its region (BLOCK_REGION).
 */
import { MARKETS } from '@waypoint/schemas';
import { CAMPAIGN_LAYOUTS } from './demo-campaign.ts';
import { CONTENT_LAYOUTS } from './demo-content.ts';
import { DESTINATION_LAYOUTS } from './demo-destinations.ts';
import { type DemoLayout, demo, type Section } from './demo-kit.ts';
import { SEARCH_LAYOUTS } from './demo-search.ts';

export type { DemoLayout } from './demo-kit.ts';

/** storefront.md §2 "Home page", sections 1–13, between the header and footer blocks. */
export const HOME_SECTIONS: readonly Section[] = [
  ['promotion-bar', 'PromotionBar'],
  ['header', 'Header'],
  ['hero', 'HeroSlider'],
  ['search', 'SearchSection'],
  ['flash-sale', 'FlashSaleCarousel'],
  ['best-sellers', 'BestSellersCarousel'],
  ['promise', 'PromiseSection'],
  ['travel-protection', 'TravelProtectionBanner'],
  ['recommended-destinations', 'RecommendedDestinations'],
  ['brand-story', 'BrandStory'],
  ['reviews', 'ReviewWidget'],
  ['recently-visited', 'RecentlyVisited'],
  ['ad-1', 'AdBanner', { slot: 'add-banner-home' }],
  ['refer-a-friend', 'ReferAFriendBanner'],
  ['themed-1', 'ThemedCarousel', { from: 1, to: 3 }],
  ['travel-stories', 'TravelStories'],
  ['themed-2', 'ThemedCarousel', { from: 4, to: 5 }],
  ['ad-2', 'AdBanner', { slot: 'add-banner-home1' }],
  ['themed-3', 'ThemedCarousel', { from: 6, to: null }],
  ['error-modal', 'ErrorModal'],
  ['footer', 'Footer'],
];

const bySlug = (slug: string): Section => HOME_SECTIONS.find(([s]) => s === slug)!;

/** Partner affiliate 2: no promise, referral or ads; best sellers ahead of the flash sale. */
const AFFILIATE_2_SECTIONS: readonly Section[] = HOME_SECTIONS.filter(
  ([, type]) => type !== 'PromiseSection' && type !== 'ReferAFriendBanner' && type !== 'AdBanner',
).map((section) => {
  if (section[0] === 'flash-sale') return bySlug('best-sellers');
  if (section[0] === 'best-sellers') return bySlug('flash-sale');
  return section;
});

/** Partner affiliate 40: a short B2B page. */
const AFFILIATE_40_SECTIONS: readonly Section[] = [
  bySlug('header'),
  bySlug('hero'),
  bySlug('search'),
  bySlug('best-sellers'),
  bySlug('recommended-destinations'),
  ['themed', 'ThemedCarousel', { from: 1, to: null }],
  bySlug('footer'),
];

/** A landing page for summer trips: promotions first, then the themed trips. */
const SUMMER_ESCAPES_SECTIONS: readonly Section[] = [
  bySlug('promotion-bar'),
  bySlug('header'),
  bySlug('hero'),
  bySlug('flash-sale'),
  bySlug('best-sellers'),
  ['themed', 'ThemedCarousel', { from: 1, to: 3 }],
  bySlug('footer'),
];

/**
 * The trip page (buying-flow.md §2 "Product detail page"), in the order the spec lists what it shows:
 * the trip (title, days, destination, images), its breadcrumb and description, the departure city and the
 * categories (with the passengers they allow), the calendar, the itinerary and conditions of the chosen
 * category, then related and recently viewed trips; the campaign's header text on top. The passengers sit
 * beside the categories and the calendar right after them: one choice leads to the next.
 */
export const TRIP_SECTIONS: readonly Section[] = [
  ['promotion-bar', 'PromotionBar'],
  ['header', 'Header'],
  ['header-text', 'TripHeaderText'],
  ['breadcrumbs', 'Breadcrumbs'],
  ['hero', 'TripHero'],
  ['departure-city', 'DepartureCitySelector'],
  ['categories', 'CategorySelector'],
  ['passengers', 'PassengerSelector'],
  ['calendar', 'DepartureCalendar'],
  ['flights', 'FlightSelector'],
  ['budget', 'BudgetActions'],
  ['overview', 'TripOverview'],
  ['itinerary', 'TripItinerary'],
  ['conditions', 'OfferConditions'],
  ['related', 'RelatedTrips'],
  ['recently-visited', 'RecentlyVisited'],
  ['travel-protection', 'TravelProtectionBanner'],
  ['error-modal', 'ErrorModal'],
  ['footer', 'Footer'],
];

const tripBySlug = (slug: string): Section => TRIP_SECTIONS.find(([s]) => s === slug)!;

/**
 * The checkout (buying-flow.md §2 "Checkout"): one layout for every step, each block showing on its
 * own steps (the breadcrumb, banners and summary on all; the form on passengers; the options on
 * personalisation; flights and baggage on flight; the voucher on payment). No promotion bar (§2).
 */
export const CHECKOUT_SECTIONS: readonly Section[] = [
  ['header', 'Header'],
  ['progress', 'CheckoutProgress'],
  ['banner', 'CheckoutBanner'],
  ['passengers', 'PassengerForm'],
  ['flights', 'FlightSelector'],
  ['baggage', 'BaggageAllowance'],
  ['accommodation', 'AccommodationOptions'],
  ['extra-nights', 'ExtraNightOptions'],
  ['activities', 'ActivityOptions'],
  ['insurance', 'InsuranceOptions'],
  ['voucher', 'VoucherForm'],
  ['payment-methods', 'PaymentMethods'],
  ['payment-plans', 'PaymentPlans'],
  ['pay', 'PaymentForm'],
  ['summary', 'CheckoutSummary'],
  ['budget', 'BudgetActions'],
  ['footer', 'Footer'],
];

/** After paying (buying-flow.md §2 "Other pages"): the confirmation, the not-confirmed page, the part payment. */
export const CONFIRMATION_SECTIONS: readonly Section[] = [
  ['header', 'Header'],
  ['confirmation', 'BookingConfirmation'],
  ['footer', 'Footer'],
];
export const NOT_CONFIRMED_SECTIONS: readonly Section[] = [
  ['header', 'Header'],
  ['failure', 'PaymentFailure'],
  ['footer', 'Footer'],
];
export const PART_PAYMENT_SECTIONS: readonly Section[] = [
  ['header', 'Header'],
  ['paid', 'BookingConfirmation'],
  ['methods', 'PaymentMethods'],
  ['pay', 'PaymentForm'],
  ['footer', 'Footer'],
];

/** Partner affiliate 2: its travellers read about the trip before they choose; no travel protection banner. */
const AFFILIATE_2_TRIP: readonly Section[] = [
  ...['promotion-bar', 'header', 'breadcrumbs', 'hero', 'overview'].map(tripBySlug),
  ...['departure-city', 'categories', 'passengers', 'calendar', 'flights', 'itinerary', 'conditions'].map(
    tripBySlug,
  ),
  ...['related', 'recently-visited', 'error-modal', 'footer'].map(tripBySlug),
];

/** Partner affiliate 40 (B2B agents): the essentials, no campaign text, recently visited or banners. */
const AFFILIATE_40_TRIP: readonly Section[] = TRIP_SECTIONS.filter(
  ([slug]) => !['promotion-bar', 'header-text', 'recently-visited', 'travel-protection'].includes(slug),
);

export const DEMO_LAYOUTS: readonly DemoLayout[] = [
  ...MARKETS.map((market) =>
    demo(
      market,
      `Home (${market.toUpperCase()})`,
      { market, affiliateId: null, siteKind: null },
      HOME_SECTIONS,
    ),
  ),
  demo(
    'global',
    'Home (global fallback)',
    { market: null, affiliateId: null, siteKind: null },
    HOME_SECTIONS,
  ),
  demo(
    'affiliate-2',
    'Home (partner affiliate 2)',
    { market: null, affiliateId: 2, siteKind: null },
    AFFILIATE_2_SECTIONS,
  ),
  demo(
    'affiliate-40',
    'Home (partner affiliate 40, B2B)',
    { market: null, affiliateId: 40, siteKind: null },
    AFFILIATE_40_SECTIONS,
  ),
  demo(
    'landing-summer-escapes',
    'Summer escapes',
    { market: null, affiliateId: null, siteKind: null },
    SUMMER_ESCAPES_SECTIONS,
    'landing:summer-escapes',
  ),
  ...MARKETS.map((market) =>
    demo(
      `trip-${market}`,
      `Trip page (${market.toUpperCase()})`,
      { market, affiliateId: null, siteKind: null },
      TRIP_SECTIONS,
      'product',
    ),
  ),
  demo(
    'trip-global',
    'Trip page (global fallback)',
    { market: null, affiliateId: null, siteKind: null },
    TRIP_SECTIONS,
    'product',
  ),
  demo(
    'trip-affiliate-2',
    'Trip page (partner affiliate 2)',
    { market: null, affiliateId: 2, siteKind: null },
    AFFILIATE_2_TRIP,
    'product',
  ),
  demo(
    'trip-affiliate-40',
    'Trip page (partner affiliate 40, B2B)',
    { market: null, affiliateId: 40, siteKind: null },
    AFFILIATE_40_TRIP,
    'product',
  ),
  demo(
    'checkout-global',
    'Checkout (every market)',
    { market: null, affiliateId: null, siteKind: null },
    CHECKOUT_SECTIONS,
    'checkout',
  ),
  demo(
    'not-confirmed-global',
    'Payment not confirmed (every market)',
    { market: null, affiliateId: null, siteKind: null },
    NOT_CONFIRMED_SECTIONS,
    'checkout:not-confirmed',
  ),
  demo(
    'confirmation-global',
    'Booking confirmation (every market)',
    { market: null, affiliateId: null, siteKind: null },
    CONFIRMATION_SECTIONS,
    'confirmation',
  ),
  demo(
    'part-payment-global',
    'Part payment (every market)',
    { market: null, affiliateId: null, siteKind: null },
    PART_PAYMENT_SECTIONS,
    'partPayment',
  ),
  ...DESTINATION_LAYOUTS,
  ...SEARCH_LAYOUTS,
  ...CONTENT_LAYOUTS,
  ...CAMPAIGN_LAYOUTS,
];
