/**
 * GET /:market/api/product/card/v2/search (storefront.md §7 "Leads, content and search"): the catalogue's
 * trip search (search/search.ts) answered with trip cards from the card builder, the total, the page and
 * the facets. Unusable parameters are a 400 naming them; empty ones count as absent. The index is built
 * once per language and the facts once per market and day; a card's JSON is built once.
 */
import { UpstreamSearchQuery } from '@waypoint/schemas';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { productCard } from '../builders/cards.ts';
import { buildContext } from '../builders/context.ts';
import { isoDay } from '../catalogue/calendar.ts';
import type { Catalogue } from '../catalogue/index.ts';
import { Errors, sendError } from '../errors.ts';
import { resolveLang } from '../locale.ts';
import { MARKET_INFO, type Market } from '../markets.ts';
import { BodyMemo } from '../memo.ts';
import { searchTrips } from '../search/search.ts';
import type { Params, Query } from './json-route.ts';
import { rejectUnknownMarket } from './market-routes.ts';

export interface SearchRoutesOptions {
  catalogue: Catalogue;
  baseOf: (request: FastifyRequest) => string;
  now?: () => Date;
}

type Req = FastifyRequest<{ Params: Params; Querystring: Query }>;

/** The parameters as the schema reads them: the first of repeated ones, empty ones left out. */
function searchParams(query: Query): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined && first !== '' && name !== 'locale') params[name] = first;
  }
  return params;
}

export const searchRoutes: FastifyPluginAsync<SearchRoutesOptions> = async (
  app,
  { catalogue, baseOf, now = () => new Date() },
) => {
  const cards = new BodyMemo(5_000);
  app.addHook('onRequest', rejectUnknownMarket);
  app.get('/api/product/card/v2/search', async (request: Req, reply) => {
    const market = request.params.market as Market;
    const parsed = UpstreamSearchQuery.safeParse(searchParams(request.query));
    if (!parsed.success) {
      const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
      return sendError(reply, new Errors.BAD_REQUEST(`search parameters: ${detail}`));
    }
    const lang = resolveLang(market, request.query.locale, request.headers['accept-language']);
    const base = baseOf(request);
    const today = isoDay(now());
    const found = searchTrips({ catalogue, market, lang, today, query: parsed.data });
    const ctx = buildContext(catalogue, market, lang, base, today);
    const json = found.trips.map((trip) =>
      cards.fragment(`${base} ${market} ${lang} ${trip.id}`, () => productCard(ctx, trip)),
    );
    const rest = JSON.stringify({
      total: found.total,
      page: found.page,
      pageSize: found.pageSize,
      pages: found.pages,
      currency: MARKET_INFO[market].currency.isoCode,
      facets: found.facets,
    });
    return reply
      .type('application/json; charset=utf-8')
      .send(`{"data":{"cards":[${json.join(',')}],${rest.slice(1)}}`);
  });
};
