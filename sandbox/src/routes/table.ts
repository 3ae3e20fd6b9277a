/**
 * The JSON routes under /:market (storefront.md §7 "Server-side page load", "Leads, content and search"),
 * each a pure builder from (market, language, media base, path parameters) to the `data` of the body.
 * A builder returning undefined means "no such resource" and answers the route's `missing` error.
 * The trip page's routes live in product-routes.ts.
 */

import { familyCollection, home, reviews } from '../builders/home.ts';
import {
  deals,
  departures,
  footer,
  header,
  homeDestinations,
  referral,
  searcherDestinations,
} from '../builders/navigation.ts';
import { advisorConfig, affiliate, affiliateIdFor, resellerLogo } from '../builders/partners.ts';
import { campaignComponents, promotion } from '../builders/promotion.ts';
import { siteContext } from '../builders/site-context.ts';
import { Errors } from '../errors.ts';
import { CAMPAIGN_ROUTES } from './campaign-content.ts';
import { DESTINATION_ROUTES } from './destination-routes.ts';
import { GENERIC_ROUTES } from './generic-routes.ts';
import type { JsonRoute, Params } from './json-route.ts';
import { PRODUCT_ROUTES } from './product-routes.ts';
import { SEO_ROUTES } from './seo-routes.ts';

const affiliateParam = (params: Params) =>
  /^[1-9]\d{0,8}$/.test(params.affiliate ?? '')
    ? undefined
    : `affiliate must be a positive integer, got '${params.affiliate}'`;

export const JSON_ROUTES: readonly JsonRoute[] = [
  { path: '/api/site/context/guest', build: (ctx) => siteContext(ctx.market, { id: 1, subdomain: 'www' }) },
  { path: '/v1/affiliate/:subdomain', build: (_, p) => ({ affiliateId: affiliateIdFor(p.subdomain ?? '') }) },
  {
    path: '/v1/:site/:affiliate/site/context/affiliate',
    validate: affiliateParam,
    build: (ctx, p) => affiliate(ctx, Number(p.affiliate)),
  },
  {
    path: '/v1/:site/:affiliate/site/context/config',
    validate: affiliateParam,
    build: (ctx, p) => siteContext(ctx.market, { id: Number(p.affiliate), subdomain: p.site ?? 'www' }),
  },
  { path: '/api/promotion', build: promotion },
  { path: '/api/campaign-components', build: campaignComponents },
  { path: '/api/header', build: header },
  { path: '/api/header/deals', build: deals },
  { path: '/api/footer', build: footer },
  { path: '/api/site/context/referral', build: referral },
  { path: '/api/site/departures', build: departures },
  { path: '/api/searcher/suggested/destinations', build: searcherDestinations },
  { path: '/api/home/suggested-destinations', build: homeDestinations },
  {
    path: '/api/affiliate/logo/:reseller',
    build: (ctx, p) => resellerLogo(ctx.base, p.reseller ?? ''),
    missing: (p) => new Errors.UNKNOWN_RESELLER(p.reseller ?? ''),
  },
  {
    path: '/api/advisor/epl-config-presenter/:token',
    build: (ctx, p) => advisorConfig(ctx.base, p.token ?? ''),
    missing: (p) => new Errors.UNKNOWN_ADVISOR_TOKEN(p.token ?? ''),
  },
  { path: '/api/home', build: home },
  { path: '/api/reviews', build: reviews },
  { path: '/api/home/family-collection', build: familyCollection },
  ...PRODUCT_ROUTES,
  ...GENERIC_ROUTES,
  ...CAMPAIGN_ROUTES,
  ...DESTINATION_ROUTES,
  ...SEO_ROUTES,
];
