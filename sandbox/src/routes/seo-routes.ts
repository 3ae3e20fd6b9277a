/**
 * The site paths of a market worth indexing, for the composer's sitemaps:
 * the home page, every destination (continent, country and region) that has trips, every trip, the
 * content pages (legal, help, about, contact), the campaign pages and the collection pages the site
 * links to. Paths are the friendly ones the rest of the API hands out; a path outside the market's own
 * prefix (mx terms live under /es, storefront.md §2) belongs to the other market's sitemap.
 */
import type { UpstreamSitemap } from '@waypoint/schemas';
import type { BuildContext } from '../builders/context.ts';
import {
  CATEGORIES,
  CONTINENTS,
  continentPath,
  countryPath,
  REGIONS,
  regionPath,
  tripPath,
} from '../catalogue/index.ts';
import { type LegalPage, legalPath, pagePath, themeSlug } from '../site-paths.ts';
import type { JsonRoute } from './json-route.ts';

const CONTENT_PAGES: readonly LegalPage[] = [
  'about',
  'contact',
  'help',
  'terms',
  'promoTerms',
  'privacy',
  'cookies',
];

export function sitemap(ctx: BuildContext): UpstreamSitemap {
  const { market, catalogue } = ctx;
  const own = (path: string) => path === `/${market}` || path.startsWith(`/${market}/`);
  const regionIds = new Set(catalogue.trips.map((trip) => trip.region.id));
  const entries: UpstreamSitemap['entries'] = [
    { kind: 'home', path: `/${market}` },
    ...CONTINENTS.map((continent) => ({
      kind: 'continent' as const,
      path: continentPath(continent, market),
    })),
    ...catalogue.countries.map((country) => ({
      kind: 'country' as const,
      path: countryPath(country, market),
    })),
    ...REGIONS.filter((region) => regionIds.has(region.id)).map((region) => ({
      kind: 'region' as const,
      path: regionPath(region, market),
    })),
    ...catalogue.trips.map((trip) => ({ kind: 'trip' as const, path: tripPath(trip, market) })),
    ...CONTENT_PAGES.map((page) => ({ kind: 'content' as const, path: legalPath(page, market) })),
    { kind: 'content', path: `/${market}/referral` },
    { kind: 'content', path: `/${market}/bestpriceguarantee` },
    ...CATEGORIES.map((category) => ({
      kind: 'collection' as const,
      path: `/${market}/${themeSlug(category, market)}`,
    })),
    { kind: 'collection', path: pagePath('deals', market) },
    { kind: 'collection', path: pagePath('destinations', market) },
  ];
  const seen = new Set<string>();
  return {
    market,
    entries: entries.filter((e) => own(e.path) && !seen.has(e.path) && Boolean(seen.add(e.path))),
  };
}

export const SEO_ROUTES: readonly JsonRoute[] = [{ path: '/api/seo/sitemap', build: sitemap }];
