/**
 * Generic content pages (storefront.md §7 "Leads, content and search"): GET /:market/api/generic/{slug},
 * /api/generic/landing/{slug} (the site's /{market}/landing/ links) and /api/generic/terms/blocks
 * (`?year=2022`: the terms as they read in 2022). An unknown slug is a 404.
 */
import { genericLandingPage, genericPage, termsBlocks } from '../builders/generic-pages.ts';
import type { JsonRoute } from './json-route.ts';

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export const GENERIC_ROUTES: readonly JsonRoute[] = [
  {
    path: '/api/generic/terms/blocks',
    query: ['year'],
    build: (ctx, _, query) => termsBlocks(ctx, first(query.year)),
  },
  { path: '/api/generic/landing/:slug', build: (ctx, p) => genericLandingPage(ctx, p.slug ?? '') },
  { path: '/api/generic/:slug', build: (ctx, p) => genericPage(ctx, p.slug ?? '') },
];
