/**
 * Search results (storefront.md §2 "/search-results/search-results"): one layout for every
 * market, the filters above the results.
 */
import { type DemoLayout, demo } from './demo-kit.ts';

export const SEARCH_LAYOUTS: readonly DemoLayout[] = [
  demo(
    'search-results-global',
    'Search results (every market)',
    { market: null, affiliateId: null, siteKind: null },
    [
      ['promotion-bar', 'PromotionBar'],
      ['header', 'Header'],
      ['filters', 'SearchFilters'],
      ['results', 'SearchResults'],
      ['recently-visited', 'RecentlyVisited'],
      ['error-modal', 'ErrorModal'],
      ['footer', 'Footer'],
    ],
    'searchResults',
  ),
];
