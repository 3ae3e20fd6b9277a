/**
 * POST /:market/api/product/getFlights (buying-flow.md §7 "Flights list"): the form of
 * `FlightSearchForm`, answered with `{ data: UpstreamFlightList }`. A form the schema refuses is a 400
 * BAD_REQUEST naming the field (and `fields`: field to code); unknown product or category ids are 404s
 * like on the trip page; a land-only product has no flights to search (400). `returnDate`, the prices
 * and the flightId of the form are accepted and ignored: the answer says the trip's own return date.
 *
 * The search is cheap and has no side effects. A client that goes away before its body is read (e.g.
 * during a latency fault) is dropped by Fastify itself: the body read fails and the handler never runs.
 */
import { FlightSearchForm } from '@waypoint/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { buildContext } from '../builders/context.ts';
import { flightList } from '../builders/flights.ts';
import { isoDay, isRealDay } from '../catalogue/calendar.ts';
import type { Catalogue } from '../catalogue/index.ts';
import { Errors, sendError } from '../errors.ts';
import { resolveLang } from '../locale.ts';
import type { Market } from '../markets.ts';
import { formOf } from './form.ts';
import type { Params, Query } from './json-route.ts';

export interface FlightRoutesOptions {
  catalogue: Catalogue;
  now: () => Date;
}

type Req = FastifyRequest<{ Params: Params; Querystring: Query }>;

/** Passenger counts the search takes: adults 1–9, children and babies 0–9. */
const COUNT_RANGES = { adults: [1, 9], children: [0, 9], babies: [0, 9] } as const;

function badForm(reply: FastifyReply, fields: Record<string, string>, detail: string) {
  return sendError(reply, new Errors.BAD_REQUEST(detail), { fields, status: 400 });
}

export function registerFlightRoutes(app: FastifyInstance, { catalogue, now }: FlightRoutesOptions): void {
  app.post('/api/product/getFlights', async (request: Req, reply) => {
    const form = formOf(request);
    if (!form)
      return sendError(reply, new Errors.BAD_REQUEST('expected a form-urlencoded body'), { status: 415 });
    const parsed = FlightSearchForm.safeParse(form);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      if (issue?.code === 'unrecognized_keys') {
        const fields = Object.fromEntries(issue.keys.map((key) => [key, 'UNKNOWN_FIELD']));
        return badForm(reply, fields, `${issue.keys.join(', ')} is not a field of the flight search`);
      }
      const field = String(issue?.path[0] ?? 'form');
      const code = form[field] === undefined ? 'REQUIRED' : 'INVALID';
      return badForm(
        reply,
        { [field]: code },
        `${field} ${code === 'REQUIRED' ? 'is required' : `is invalid: ${issue?.message}`}`,
      );
    }
    const search = parsed.data;
    if (!isRealDay(search.departureDate)) {
      return badForm(
        reply,
        { departureDate: 'INVALID' },
        `departureDate is not a real day: '${search.departureDate}'`,
      );
    }
    for (const [field, [min, max]] of Object.entries(COUNT_RANGES)) {
      const value = Number(search[field as keyof typeof COUNT_RANGES]);
      if (value < min || value > max) {
        return badForm(
          reply,
          { [field]: 'INVALID' },
          `${field} must be from ${min} to ${max}, got '${value}'`,
        );
      }
    }
    const trip = catalogue.tripById(Number(search.productId));
    if (!trip) return sendError(reply, new Errors.UNKNOWN_PRODUCT(search.productId));
    const ref = catalogue.categoryById(Number(search.categoryId));
    if (!ref || ref.trip !== trip) return sendError(reply, new Errors.UNKNOWN_CATEGORY(search.categoryId));
    if (ref.offers.isLandOnly) {
      const detail = `productId ${trip.id} is sold without flights (land only)`;
      return badForm(reply, { productId: 'LAND_ONLY' }, detail);
    }
    const market = request.params.market as Market;
    const lang = resolveLang(market, request.query.locale, request.headers['accept-language']);
    const ctx = buildContext(catalogue, market, lang, '', isoDay(now()));
    const pax = {
      adults: Number(search.adults),
      children: Number(search.children),
      babies: Number(search.babies),
    };
    const list = flightList(
      ctx,
      { ref, departureId: search.departureCity, departureDate: search.departureDate, pax },
      search.correlationId ? { correlationId: search.correlationId } : {},
    );
    return reply.send({ data: list });
  });
}
