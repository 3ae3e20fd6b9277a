/**
 * GET /v1/cards/recently-visited/{market}/{locale}?id=1,2,3&limit=10: trip cards for the lists the
 * browser keeps (storefront.md §4 Recently visited; §7 recentlyVisited call, limit default 10).
 */
import { currencyForMarket, isMarket, MARKET_LOCALES, RECENTLY_VISITED } from '@waypoint/config';
import type { Locale, TripCardsResponse } from '@waypoint/schemas';
import type { FastifyInstance } from 'fastify';
import { toTripCard } from '../blocks/trip-card.ts';
import type { RequestContext } from '../compose/types.ts';
import { queryValue } from '../context/request-input.ts';
import { createDataSources } from '../sources/data-sources.ts';

const badRequest = (message: string) => ({ statusCode: 400, code: 'WP_BAD_REQUEST', message });

export async function cardRoutes(
  app: FastifyInstance,
  options: { ttlMs: number; staleMs: number },
): Promise<void> {
  app.get('/v1/cards/recently-visited/:market/:locale', async (request, reply) => {
    const { market, locale } = request.params as { market: string; locale: string };
    if (!isMarket(market)) return reply.code(400).send(badRequest(`Unknown market "${market}"`));
    if (!MARKET_LOCALES[market].includes(locale as Locale)) {
      return reply.code(400).send(badRequest(`Locale "${locale}" is not a language of market ${market}`));
    }
    const query = request.query as Record<string, unknown>;
    const idsText = queryValue(query['id']) ?? '';
    const ids = idsText === '' ? [] : idsText.split(',').map((s) => Number(s.trim()));
    if (ids.some((id) => !Number.isSafeInteger(id) || id <= 0)) {
      return reply.code(400).send(badRequest('id must be a comma-separated list of positive integers'));
    }
    const limitText = queryValue(query['limit']);
    const limit = limitText === undefined ? RECENTLY_VISITED.maxItems : Number(limitText);
    if (!Number.isInteger(limit) || limit < 1 || limit > RECENTLY_VISITED.maxItems) {
      return reply
        .code(400)
        .send(badRequest(`limit must be an integer from 1 to ${RECENTLY_VISITED.maxItems}`));
    }
    const wanted = [...new Set(ids)].slice(0, limit);
    if (wanted.length === 0) return { cards: [] } satisfies TripCardsResponse;
    const sources = createDataSources({
      client: app.upstream,
      cache: app.cache,
      scope: { market, locale, subdomain: 'www', affiliateId: 1 },
      settings: options,
      log: request.log,
    });
    try {
      const cards = await sources.productCards(wanted, limit);
      const ctx = { market, currency: currencyForMarket(market) } as RequestContext;
      return { cards: cards.map((card) => toTripCard(card, ctx)) } satisfies TripCardsResponse;
    } catch (err) {
      // storefront.md §8: ERROR_RECENTLY_VISITED_DATA, the recently visited fetch failed.
      request.log.error({ err }, 'recently visited cards failed');
      return reply
        .code(502)
        .send({
          statusCode: 502,
          code: 'ERROR_RECENTLY_VISITED_DATA',
          message: 'Recently visited trips are unavailable',
        });
    }
  });
}
