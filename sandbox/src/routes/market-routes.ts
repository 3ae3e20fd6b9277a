/**
 * Registers the /:market routes: validates the market, picks the copy language, and answers with the
 * memoised body string. Registered with prefix '/:market' inside the sandbox plugin. A body is memoised
 * per (base URL, path, language), plus the route's declared query parameters, plus today's date for
 * routes whose data moves with the clock (departure days and prices).
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { productCard } from '../builders/cards.ts';
import { buildContext } from '../builders/context.ts';
import { isoDay } from '../catalogue/calendar.ts';
import type { Catalogue } from '../catalogue/index.ts';
import { Errors, sendError } from '../errors.ts';
import { resolveLang } from '../locale.ts';
import { isMarket, LANGS, type Lang, MARKETS, type Market } from '../markets.ts';
import { BodyMemo } from '../memo.ts';
import type { JsonRoute, Params, Query } from './json-route.ts';
import { JSON_ROUTES } from './table.ts';

export interface MarketRoutesOptions {
  catalogue: Catalogue;
  baseOf: (request: FastifyRequest) => string;
  /** With a fixed public URL: precompute every parameterless body when the app is ready. */
  warm?: { base: string; prefix: string };
  memo?: BodyMemo;
  /** The clock for departure days and prices (default: the real one). */
  now?: () => Date;
}

type Req = FastifyRequest<{ Params: Params; Querystring: Query }>;

const JSON_TYPE = 'application/json; charset=utf-8';

/** '1,2,3' or ['1', '2,3'] -> [1, 2, 3]; anything that is not a positive integer is ignored. */
export function parseIds(value: string | string[] | undefined): number[] {
  const parts = (Array.isArray(value) ? value : [value ?? '']).flatMap((v) => v.split(','));
  return parts
    .map((part) => part.trim())
    .filter((part) => /^\d{1,9}$/.test(part))
    .map(Number);
}

function parseLimit(value: string | string[] | undefined): number {
  const raw = Array.isArray(value) ? value[0] : value;
  const limit = raw === undefined || raw === '' ? 10 : Number(raw);
  return Number.isInteger(limit) && limit >= 0 ? Math.min(limit, 100) : 10;
}

/** onRequest hook of the /:market scopes: 404 UNKNOWN_MARKET unless the segment is a market. */
export async function rejectUnknownMarket(request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) {
  const market = request.params.market ?? '';
  if (!isMarket(market)) return sendError(reply, new Errors.UNKNOWN_MARKET(market, MARKETS.join(', ')));
}

export const marketRoutes: FastifyPluginAsync<MarketRoutesOptions> = async (
  app,
  { catalogue, baseOf, warm, memo = new BodyMemo(), now = () => new Date() },
) => {
  const bodyKey = (base: string, path: string, lang: Lang) => `${base} ${path} ${lang}`;
  /** '?adults=2&children=' for the route's declared query parameters; '' without any. */
  const queryKey = (route: JsonRoute, query: Query) =>
    route.query
      ? `?${route.query.map((name) => `${name}=${[query[name] ?? ''].flat().join(',')}`).join('&')}`
      : '';

  if (warm) {
    app.addHook('onReady', async () => {
      for (const route of JSON_ROUTES.filter((r) => !r.path.includes(':'))) {
        for (const market of MARKETS) {
          for (const lang of LANGS) {
            const key = bodyKey(warm.base, `${warm.prefix}/${market}${route.path}`, lang);
            memo.get(key, () =>
              route.build(buildContext(catalogue, market, lang, warm.base, isoDay(now())), {}, {}),
            );
          }
        }
      }
    });
  }

  app.addHook('onRequest', rejectUnknownMarket);

  const languageOf = (request: Req, market: Market) =>
    resolveLang(market, request.query.locale, request.headers['accept-language']);

  const handle = (route: JsonRoute) => async (request: Req, reply: FastifyReply) => {
    const market = request.params.market as Market;
    const detail = route.validate?.(request.params, request.query);
    if (detail) return sendError(reply, new Errors.BAD_REQUEST(detail));
    const lang = languageOf(request, market);
    const base = baseOf(request);
    const path = (request.url.split('?', 1)[0] ?? '') + queryKey(route, request.query);
    const today = isoDay(now());
    const key = bodyKey(base, path, lang) + (route.dated ? ` ${today}` : '');
    const body = memo.get(key, () =>
      route.build(buildContext(catalogue, market, lang, base, today), request.params, request.query),
    );
    if (body === null) {
      return sendError(
        reply,
        route.missing?.(request.params) ?? new Errors.NOT_FOUND(request.method, request.url),
      );
    }
    return reply.type(JSON_TYPE).send(body);
  };

  for (const route of JSON_ROUTES) app.get(route.path, handle(route));

  // GET /api/product/card/search?id=1,2,3&limit=10: cards in the order asked, unknown ids skipped, at
  // most `limit` (default 10) cards.
  app.get('/api/product/card/search', async (request: Req, reply) => {
    const market = request.params.market as Market;
    const lang = languageOf(request, market);
    const base = baseOf(request);
    const limit = parseLimit(request.query.limit);
    const today = isoDay(now());
    const cards: string[] = [];
    for (const id of parseIds(request.query.id)) {
      if (cards.length >= limit) break;
      const trip = catalogue.tripById(id);
      if (!trip) continue;
      cards.push(
        memo.fragment(`${base} card ${market} ${lang} ${id}`, () =>
          productCard(buildContext(catalogue, market, lang, base, today), trip),
        ),
      );
    }
    return reply.type(JSON_TYPE).send(`{"data":[${cards.join(',')}]}`);
  });
};
