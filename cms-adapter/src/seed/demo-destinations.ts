/**
 * Destination pages: continent, country and region (storefront.md §2), one global layout each
 * and a country page for partner affiliate 2 (no ads, as its home page). The ad slots of §9 "Ads" (their
 * blocks answer only in the markets that have ad slots): the country page's 728x90 and two 120x600
 * verticals from tablet up and its 320x50 on phones; the region page's 728x90. ABCountryPLPSearch v2 adds
 * the search to the country page.
 */
import type { AudienceRule } from '@waypoint/schemas';
import { type DemoLayout, demo, type Section } from './demo-kit.ts';

const GLOBAL = { market: null, affiliateId: null, siteKind: null } as const;
const WIDE: AudienceRule = { devices: ['tablet', 'desktop'] };
const PHONES: AudienceRule = { devices: ['mobile'] };
const PLP_SEARCH: AudienceRule = { experiment: { name: 'ABCountryPLPSearch', variants: ['v2'] } };

const TOP: readonly Section[] = [
  ['promotion-bar', 'PromotionBar'],
  ['header', 'Header'],
  ['intro', 'DestinationIntro'],
];
const BOTTOM: readonly Section[] = [
  ['recently-visited', 'RecentlyVisited'],
  ['error-modal', 'ErrorModal'],
  ['footer', 'Footer'],
];

const CONTINENT: readonly Section[] = [
  ...TOP,
  ['sub-destinations', 'SubDestinations', { maxItems: 20 }],
  ['trips', 'DestinationTrips'],
  ...BOTTOM,
];

const COUNTRY: readonly Section[] = [
  ...TOP,
  ['search', 'SearchSection'],
  ['ad-top', 'AdBanner', { slot: 'add-banner-country-page' }],
  ['ad-mobile', 'AdBanner', { slot: 'add-banner-country-page-mobile' }],
  ['trips', 'DestinationTrips'],
  ['ad-vertical', 'AdBanner', { slot: 'add-banner-vertical-country-page' }],
  ['sub-destinations', 'SubDestinations'],
  ['ad-vertical-1', 'AdBanner', { slot: 'add-banner-vertical-country-page1' }],
  ...BOTTOM,
];

const REGION: readonly Section[] = [
  ...TOP,
  ['ad-top', 'AdBanner', { slot: 'add-banner-region-page' }],
  ['trips', 'DestinationTrips'],
  ['sub-destinations', 'SubDestinations'],
  ...BOTTOM,
];

/** Who sees a placement, by the end of its id. */
const AUDIENCE: Readonly<Record<string, AudienceRule>> = {
  search: PLP_SEARCH,
  'ad-top': WIDE,
  'ad-vertical': WIDE,
  'ad-vertical-1': WIDE,
  'ad-mobile': PHONES,
};

function withAudiences(layout: DemoLayout): DemoLayout {
  return {
    ...layout,
    placements: layout.placements.map((p) => {
      const slug = p.id.slice(layout.key.length + 1);
      return AUDIENCE[slug] ? { ...p, audience: AUDIENCE[slug] } : p;
    }),
  };
}

export const DESTINATION_LAYOUTS: readonly DemoLayout[] = [
  demo('continent-global', 'Continent page (global fallback)', GLOBAL, CONTINENT, 'continent'),
  demo('country-global', 'Country page (global fallback)', GLOBAL, COUNTRY, 'country'),
  demo(
    'country-affiliate-2',
    'Country page (partner affiliate 2)',
    { market: null, affiliateId: 2, siteKind: null },
    COUNTRY.filter(([, type]) => type !== 'AdBanner'),
    'country',
  ),
  demo('region-global', 'Region page (global fallback)', GLOBAL, REGION, 'region'),
].map(withAudiences);
