/**
 * Test fixtures of the trip page's resolvers (their *.test.ts): a campaign as the seller's API sends it
 * (parsed with its upstream schema), the page's canonical selection, and data sources whose product read
 * answers the fixture while the trip's other reads answer what each test gives them.
 */
import { type UpstreamCategory, UpstreamProductDetail } from '@waypoint/schemas';
import type { PageParams } from '../src/pages/define-page.ts';
import type { DataSources } from '../src/sources/data-sources.ts';

export const PRODUCT_ID = 4321;
export const PRODUCT_URL = '/us/asia/japan/4321-japan-classic';

/** A category offered from every city, 1 to 4 adults (3 cannot be booked), up to 2 children and 1 baby. */
export function category(patch: Partial<UpstreamCategory> = {}): UpstreamCategory {
  return {
    categoryId: 71,
    title: 'Classic',
    fromPrice: 1999,
    fromPriceWithCurrency: '$1,999',
    tabs: [{ title: 'Hotels', html: '<p>Four-star hotels</p>' }],
    adultOccupancy: { '1': 5, '2': 9, '3': 0, '4': 2 },
    childOccupancy: 2,
    babyOccupancy: 1,
    childMaxAge: 11,
    babyMaxAge: 1,
    cities: [],
    relatedCategoryId: null,
    days: 10,
    conditionsBlockId: 9001,
    ...patch,
  };
}

/** The campaign "Japan classic": two categories, from New York (its default) or Chicago. */
export function product(patch: Partial<UpstreamProductDetail> = {}): UpstreamProductDetail {
  return UpstreamProductDetail.parse({
    campaignId: PRODUCT_ID,
    name: 'Japan classic',
    url: PRODUCT_URL,
    days: 10,
    destination: 'Japan',
    description: '<p>Tokyo, Kyoto and Osaka.</p>',
    images: [{ url: 'https://img.test/japan-1.jpg', text: 'Kyoto' }],
    heroImages: [
      {
        mobile: 'https://img.test/hero-m.jpg',
        tablet: 'https://img.test/hero-t.jpg',
        desktop: 'https://img.test/hero-d.jpg',
      },
    ],
    fromPrice: 1999,
    fromPriceWithCurrency: '$1,999',
    oldPrice: null,
    categories: [category(), category({ categoryId: 72, title: 'Superior', conditionsBlockId: 9002 })],
    defaultCityId: 'JFK',
    isOffline: false,
    isLandOnly: false,
    hasLandOnlyOption: false,
    cities: [],
    breadcrumb: [
      { title: 'Home', link: '/us' },
      { title: 'Asia', link: '/us/asia' },
      { title: 'Japan classic', link: PRODUCT_URL },
    ],
    isDealOfTheWeek: false,
    hasCabinClassFilter: true,
    tags: [],
    countryDestinationList: ['Japan'],
    mainCategory: { itinerary: { totalDays: 10, nights: 9 }, maxAvailableExtraNights: 0 },
    pdpHeader: null,
    relatedProductIds: [],
    ...patch,
  });
}

/** The page's selection: category 71 from New York, two adults, December 2026, no day chosen. */
export function tripParams(patch: Record<string, unknown> = {}): Omit<PageParams, 'market'> {
  return {
    productId: PRODUCT_ID,
    category: 71,
    city: 'JFK',
    adults: 2,
    children: 0,
    babies: 0,
    month: '2026-12',
    date: null,
    firstMonth: '2026-11',
    adjusted: '',
    preview: false,
    flights: '',
    ...patch,
  } as Omit<PageParams, 'market'>;
}

/**
 * Data sources whose product read answers `detail` for its campaign id (and a missing product for any
 * other), with some other reads replaced; every read not given still asks the sandbox.
 */
export const withTrip =
  (
    detail: UpstreamProductDetail = product(),
    reads: Partial<DataSources> | ((real: DataSources) => Partial<DataSources>) = {},
  ) =>
  (real: DataSources): Partial<DataSources> => ({
    product: (async (id: number) => (id === detail.campaignId ? detail : null)) as DataSources['product'],
    ...(typeof reads === 'function' ? reads(real) : reads),
  });
