/**
 * GET /v1/cards/recently-visited/{market}/{locale}?id=1,2,3&limit=10 (registered with the prefix
 * /v1/cards): trip cards for the lists the browser keeps (storefront.md §4 Recently visited; §7
 * recentlyVisited call, limit default 10). Parameters and the response are validated and serialised
 * by the contract's zod schemas.
 */
import { MARKET_LOCALES, RECENTLY_VISITED } from '@waypoint/config';
import { ApiError, Locale, Market, TripCardsResponse } from '@waypoint/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toTripCard } from '../blocks/trip-card.ts';
import { Errors } from '../errors.ts';
import type { Translator } from '../i18n/index.ts';
import { createDataSources } from '../sources/data-sources.ts';
import { errorBody } from './error-handler.ts';

const Params = z
  .object({ market: Market, locale: Locale })
  .refine((p) => MARKET_LOCALES[p.market].includes(p.locale), {
    message: 'is not a language of the market',
    path: ['locale'],
  });

const Query = z.object({
  id: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'must be a comma-separated list of positive integers')
    .transform((s) => [...new Set(s.split(',').map(Number))].filter((n) => n > 0))
    .optional(),
  limit: z.coerce.number().int().min(1).max(RECENTLY_VISITED.maxItems).default(RECENTLY_VISITED.maxItems),
});

export async function cardRoutes(
  parent: FastifyInstance,
  options: { ttlMs: number; staleMs: number; translator: Translator },
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/recently-visited/:market/:locale',
    { schema: { params: Params, querystring: Query, response: { 200: TripCardsResponse, 502: ApiError } } },
    async (request, reply) => {
      const { market, locale } = request.params;
      const wanted = (request.query.id ?? []).slice(0, request.query.limit);
      if (wanted.length === 0) return { cards: [] };
      const sources = createDataSources({
        client: app.upstream,
        cache: app.cache,
        scope: { market, locale, subdomain: 'www', affiliateId: 1 },
        settings: options,
        log: request.log,
      });
      try {
        const cards = await sources.productCards(wanted, request.query.limit);
        // The cards' copy (their durations) is in the locale of the path; this endpoint has no translator mode.
        const t = options.translator.t(locale, false);
        return { cards: cards.map((card) => toTripCard(card, { market }, t)) };
      } catch (cause) {
        const err = new Errors.ERROR_RECENTLY_VISITED_DATA({ cause });
        request.log.error({ err }, 'recently visited cards failed');
        return reply.code(502).send(errorBody(err, request.id));
      }
    },
  );
}
