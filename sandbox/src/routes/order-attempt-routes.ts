/**
 * Order attempt v2 (buying-flow.md §7) under /:market/api/checkout/v2/order-attempts, as a state
 * machine over the app's AttemptStore, on the sandbox clock.
 *
 * - Create (form) validates every field at once: 400 VALIDATION_FAILED with `fields` (field to code).
 * - Reads answer `{ data }` whatever the attempt's state; an expired attempt can still be read.
 * - Writes carry the attempt's `revision`. In order: unknown token 404 UNKNOWN_ORDER_ATTEMPT, booked
 *   409 ALREADY_BOOKED, paid 409 ALREADY_PAID, expired 410 ORDER_ATTEMPT_EXPIRED, a missing revision
 *   400, a stale one 409 STALE_REVISION (with the current `revision`), refused fields 400
 *   (checkout-deps.ts `refuseWrite`). A write works on a copy of the attempt, which replaces it only when
 *   the write succeeds: a refused write changes nothing. A successful one increments the revision and
 *   answers `{ data: { revision } }`.
 * - Retry extends an attempt (expired or not) to 90 minutes after the later of now and its expiry.
 *
 * An attempt belongs to the market it was created in: its token is unknown in the others. Handlers
 * never await between reading an attempt and storing its successor, so concurrent writes from several
 * composer instances are serialised by the revision check.
 */
import {
  CHECKOUT_STEPS,
  type CheckoutStep,
  LAND_ONLY_DEPARTURE_ID,
  type UpstreamCheckoutPassengers,
} from '@waypoint/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type BuildContext, buildContext } from '../builders/context.ts';
import { departureOf, flightList, quoteOf, type TripSearch } from '../builders/flights.ts';
import { itinerary } from '../builders/itinerary.ts';
import { isoDay, isRealDay } from '../catalogue/calendar.ts';
import type { Catalogue } from '../catalogue/index.ts';
import {
  ATTEMPT_LIFETIME_MS,
  type AttemptStore,
  newToken,
  noPayment,
  type OrderAttempt,
  TRACKING_FIELDS,
  type Tracking,
  type TrackingField,
} from '../checkout/attempts.ts';
import {
  type AttemptView,
  accommodationOf,
  activitiesOf,
  baggagesOf,
  defaultRoomId,
  extraNightsOf,
  flightsOf,
  INCLUDED_INSURANCE,
  INSURANCE_KEYS,
  insurancesOf,
  viewOf,
} from '../checkout/offer.ts';
import { checkPassengers, passengersComplete, passengersOf } from '../checkout/passengers.ts';
import { staticOf, summaryOf, totalWithoutDiscountsCents } from '../checkout/summary.ts';
import { normaliseVoucher, voucherRefusal } from '../checkout/vouchers.ts';
import { Errors, sendError, sendFieldErrors } from '../errors.ts';
import { resolveLang } from '../locale.ts';
import type { Market } from '../markets.ts';
import type { PaymentServices } from '../payments/charges.ts';
import { refuseWrite } from './checkout-deps.ts';
import { type FormBody, formOf } from './form.ts';
import type { Query } from './json-route.ts';

export interface OrderAttemptRoutesOptions {
  catalogue: Catalogue;
  attempts: AttemptStore;
  now: () => Date;
  /** The payments' stores: a paid or booked attempt refuses writes. */
  services: PaymentServices;
}

const BASE = '/api/checkout/v2/order-attempts';

type Fields = Record<string, string>;
type Body = Record<string, unknown>;
type Req = FastifyRequest<{
  Params: { market: string; token?: string; pre?: string; post?: string };
  Querystring: Query;
}>;

const ID = /^[1-9]\d{0,8}$/;
const COUNT = /^\d{1,2}$/;
const IATA = /^[A-Z]{3}$/;
const AGENT = /^[A-Za-z0-9_.@-]{1,64}$/;

/**
 * Fields of the create form: free text with its longest accepted value, or null for the fields whose
 * format (checked below) bounds them.
 */
const CREATE_FIELDS: Readonly<Record<string, number | null>> = {
  productId: null,
  categoryId: null,
  departureCity: null,
  departureDate: null,
  returnDate: null,
  adults: null,
  children: null,
  babies: null,
  flightId: 64,
  offerId: 64,
  ...Object.fromEntries(TRACKING_FIELDS.map((field) => [field, 256])),
  resellerToken: 128,
  advisorToken: 128,
};

const isBody = (value: unknown): value is Body =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** UNKNOWN_FIELD for every key of `body` not in `allowed`. */
function unknownFields(body: Body, allowed: readonly string[]): Fields {
  return Object.fromEntries(
    Object.keys(body)
      .filter((key) => !allowed.includes(key))
      .map((key) => [key, 'UNKNOWN_FIELD']),
  );
}

const hasErrors = (fields: Fields) => Object.keys(fields).length > 0;

/** The create form's own checks (formats and lengths), before the catalogue is asked anything. */
function checkCreateForm(form: FormBody): Fields {
  const fields = unknownFields(form, Object.keys(CREATE_FIELDS));
  for (const [field, max] of Object.entries(CREATE_FIELDS)) {
    const value = form[field];
    if (value === undefined) continue;
    if (typeof value !== 'string') fields[field] = 'INVALID';
    else if (max !== null && value.length > max) fields[field] = 'TOO_LONG';
  }
  const text = (field: string) => (typeof form[field] === 'string' ? (form[field] as string) : '');
  const required = (field: string, pattern: RegExp | ((value: string) => boolean), invalid = 'INVALID') => {
    if (fields[field]) return;
    const value = text(field);
    if (value === '') fields[field] = 'REQUIRED';
    else if (typeof pattern === 'function' ? !pattern(value) : !pattern.test(value)) fields[field] = invalid;
  };
  required('productId', ID);
  required('categoryId', ID);
  required('departureCity', (value) => IATA.test(value) || value === LAND_ONLY_DEPARTURE_ID);
  required('departureDate', isRealDay, 'INVALID_DATE');
  required('adults', COUNT);
  for (const field of ['children', 'babies', 'returnDate']) {
    if (fields[field] || text(field) === '') continue;
    if (field === 'returnDate' ? !isRealDay(text(field)) : !COUNT.test(text(field))) {
      fields[field] = field === 'returnDate' ? 'INVALID_DATE' : 'INVALID';
    }
  }
  return fields;
}

export function registerOrderAttemptRoutes(
  app: FastifyInstance,
  { catalogue, attempts, now, services }: OrderAttemptRoutesOptions,
): void {
  const contextOf = (request: Req): BuildContext => {
    const market = request.params.market as Market;
    const lang = resolveLang(market, request.query.locale, request.headers['accept-language']);
    return buildContext(catalogue, market, lang, '', isoDay(now()));
  };

  /** The attempt of the path's token in the path's market. */
  const attemptOf = (request: Req, token = request.params.token ?? '') => {
    const attempt = attempts.get(token);
    return attempt && attempt.market === request.params.market ? attempt : undefined;
  };

  const unknown = (reply: FastifyReply, token: string) =>
    sendError(reply, new Errors.UNKNOWN_ORDER_ATTEMPT(token));

  // --- Create ---

  app.post(BASE, async (request: Req, reply) => {
    const form = formOf(request);
    if (!form)
      return sendError(reply, new Errors.BAD_REQUEST('expected a form-urlencoded body'), { status: 415 });
    const fields = checkCreateForm(form);
    if (hasErrors(fields)) return sendFieldErrors(reply, fields);
    const text = (field: string) => (form[field] as string | undefined) ?? '';
    const trip = catalogue.tripById(Number(text('productId')));
    const ref = catalogue.categoryById(Number(text('categoryId')));
    if (!trip) fields.productId = 'UNKNOWN_PRODUCT';
    if (trip && (!ref || ref.trip !== trip)) fields.categoryId = 'UNKNOWN_CATEGORY';
    if (!trip || !ref || hasErrors(fields)) return sendFieldErrors(reply, fields);

    const { category } = ref;
    const pax = {
      adults: Number(text('adults')),
      children: Number(text('children') || 0),
      babies: Number(text('babies') || 0),
    };
    if (!((category.adultOccupancy[String(pax.adults)] ?? 0) > 0)) fields.adults = 'OCCUPANCY';
    if (pax.children > category.childOccupancy) fields.children = 'OCCUPANCY';
    if (pax.babies > category.babyOccupancy) fields.babies = 'OCCUPANCY';
    const ctx = contextOf(request);
    const search: TripSearch = {
      ref,
      departureId: text('departureCity'),
      departureDate: text('departureDate'),
      pax,
    };
    const departure = departureOf(ctx, search);
    if (!departure) fields.departureCity = 'NOT_SERVED';
    if (hasErrors(fields) || !departure) return sendFieldErrors(reply, fields);

    const quote = quoteOf(ctx, search);
    if (!quote) return sendFieldErrors(reply, { departureDate: 'NOT_BOOKABLE' });
    let flightId: string | null = null;
    if (departure.city === null) {
      if (text('flightId') !== '') return sendFieldErrors(reply, { flightId: 'NOT_APPLICABLE' });
    } else {
      const { list } = flightList(ctx, search, { dayPrice: quote.price });
      if (list.length === 0) return sendFieldErrors(reply, { departureDate: 'NO_FLIGHTS' });
      flightId = text('flightId');
      if (flightId === '') return sendFieldErrors(reply, { flightId: 'REQUIRED' });
      if (!list.some((flight) => flight.id === flightId))
        return sendFieldErrors(reply, { flightId: 'UNKNOWN_FLIGHT' });
    }

    const created = now();
    const tracking: Tracking = {
      ...(Object.fromEntries(TRACKING_FIELDS.map((field) => [field, text(field)])) as Record<
        TrackingField,
        string
      >),
      resellerToken: text('resellerToken') || null,
      advisorToken: text('advisorToken') || null,
    };
    const attempt: OrderAttempt = {
      token: newToken(),
      market: ctx.market,
      createdAt: created.toISOString(),
      expiresAt: new Date(created.getTime() + ATTEMPT_LIFETIME_MS).toISOString(),
      revision: 0,
      productId: trip.id,
      categoryId: category.id,
      offerId: text('offerId') || String(category.id),
      departureCity: departure.id,
      departureDate: search.departureDate,
      pax,
      dayPrice: quote.price,
      flightId,
      accommodationId: defaultRoomId(ref),
      activityIds: [],
      insuranceKey: INCLUDED_INSURANCE,
      extraNights: 0,
      voucherCode: null,
      custom: false,
      step: 'passengers',
      progressStep: 'passengers',
      externalAgent: null,
      passengers: [],
      tracking,
      ...noPayment(),
    };
    attempts.put(attempt);
    return reply.code(201).send({ data: { token: attempt.token, revision: attempt.revision } });
  });

  // --- Retry ---

  app.post(`${BASE}/retry`, async (request: Req, reply) => {
    const body = request.body;
    const token = isBody(body) && typeof body.token === 'string' ? body.token : '';
    if (token === '') return sendFieldErrors(reply, { token: 'REQUIRED' });
    const attempt = attemptOf(request, token);
    if (!attempt) return unknown(reply, token);
    const from = Math.max(now().getTime(), Date.parse(attempt.expiresAt));
    const retried = {
      ...attempt,
      expiresAt: new Date(from + ATTEMPT_LIFETIME_MS).toISOString(),
      revision: attempt.revision + 1,
    };
    attempts.put(retried);
    return reply.send({ data: { revision: retried.revision } });
  });

  // --- Reads ---

  const read = (build: (view: AttemptView) => unknown) => async (request: Req, reply: FastifyReply) => {
    const attempt = attemptOf(request);
    const view = attempt && viewOf(contextOf(request), attempt);
    if (!view) return unknown(reply, request.params.token ?? '');
    return reply.send({ data: build(view) });
  };

  const TOKEN_PATH = `${BASE}/:token`;
  app.get(
    `${TOKEN_PATH}/static`,
    read((view) => staticOf(view, now())),
  );
  app.get(`${TOKEN_PATH}/summary`, read(summaryOf));
  app.get(
    `${TOKEN_PATH}/personalization`,
    read((view) => ({
      flights: flightsOf(view),
      accommodation: accommodationOf(view),
      activities: activitiesOf(view),
      insurances: insurancesOf(view),
      baggages: baggagesOf(view),
    })),
  );
  app.get(`${TOKEN_PATH}/personalization/flights`, read(flightsOf));
  app.get(`${TOKEN_PATH}/personalization/accommodation`, read(accommodationOf));
  app.get(`${TOKEN_PATH}/personalization/activities-and-services`, read(activitiesOf));
  app.get(`${TOKEN_PATH}/personalization/insurances`, read(insurancesOf));
  app.get(`${TOKEN_PATH}/personalization/baggages`, read(baggagesOf));
  app.get(
    `${TOKEN_PATH}/itinerary`,
    read((view) => itinerary(view.ctx, view.attempt.categoryId, view.attempt.departureCity)),
  );
  app.get(
    `${TOKEN_PATH}/passengers`,
    read(
      (view): UpstreamCheckoutPassengers => ({
        passengers: passengersOf(view.attempt, view.ref.offers),
        revision: view.attempt.revision,
      }),
    ),
  );
  app.get(
    `${TOKEN_PATH}/cancellation-policy`,
    read((view) => {
      const chosen = insurancesOf(view).packages.find((p) => p.key === view.attempt.insuranceKey);
      return { policy: chosen?.cancellationPolicy ?? 'STANDARD' };
    }),
  );
  app.get(`${TOKEN_PATH}/extra-nights`, read(extraNightsOf));

  // --- Writes ---

  /**
   * A write: `apply` changes `draft` (a copy of the attempt) and returns the refused fields, if any.
   * `view` is the draft's view before the change. A voucher that no longer applies to the new price
   * (under its minimum) is dropped.
   */
  const write =
    (
      allowed: readonly string[],
      apply: (draft: OrderAttempt, body: Body, view: AttemptView, request: Req) => Fields | undefined,
    ) =>
    async (request: Req, reply: FastifyReply) => {
      const token = request.params.token ?? '';
      const attempt = attemptOf(request);
      if (!attempt) return unknown(reply, token);
      const body = request.body ?? {};
      const refused = refuseWrite(reply, services, attempt, isBody(body) ? body.revision : undefined);
      if (refused) return refused;
      if (!isBody(body)) return sendFieldErrors(reply, { revision: 'REQUIRED' });
      const unknownKeys = unknownFields(body, ['revision', ...allowed]);
      if (hasErrors(unknownKeys)) return sendFieldErrors(reply, unknownKeys);
      const ctx = contextOf(request);
      const draft = structuredClone(attempt);
      const view = viewOf(ctx, draft);
      if (!view) return unknown(reply, token);
      const fields = apply(draft, body, view, request);
      if (fields && hasErrors(fields)) return sendFieldErrors(reply, fields);
      const after = viewOf(ctx, draft);
      if (
        after &&
        draft.voucherCode &&
        voucherRefusal(draft.voucherCode, totalWithoutDiscountsCents(after), ctx.market)
      ) {
        draft.voucherCode = null;
      }
      draft.revision = attempt.revision + 1;
      attempts.put(draft);
      return reply.send({ data: { revision: draft.revision } });
    };

  app.post(
    `${TOKEN_PATH}/passengers`,
    write(['passengers'], (draft, body, view) => {
      const checked = checkPassengers(draft, view.ref.offers, body.passengers);
      if ('fields' in checked) return checked.fields;
      draft.passengers = checked.passengers;
      return undefined;
    }),
  );

  app.patch(
    `${TOKEN_PATH}/metadata`,
    write(['flightId', 'accommodationId', 'activityIds', 'insuranceKey'], (draft, body, view) => {
      const fields: Fields = {};
      const next = { ...draft, activityIds: [...draft.activityIds] };
      if ('flightId' in body) {
        const id = body.flightId;
        if (view.isLandOnly) fields.flightId = 'NOT_APPLICABLE';
        else if (typeof id !== 'string') fields.flightId = 'INVALID';
        else if (!flightsOf(view).list.some((flight) => flight.id === id)) fields.flightId = 'UNKNOWN_FLIGHT';
        else next.flightId = id;
      }
      if ('accommodationId' in body) {
        const id = body.accommodationId;
        const rooms = accommodationOf(view);
        if (typeof id !== 'string') fields.accommodationId = 'INVALID';
        else if (![...rooms.includes, ...rooms.supplements].some((room) => room.id === id)) {
          fields.accommodationId = 'UNKNOWN_ACCOMMODATION';
        } else next.accommodationId = id;
      }
      if ('activityIds' in body) {
        const ids = body.activityIds;
        const known = new Set(activitiesOf(view).supplements.map((activity) => activity.id));
        if (!Array.isArray(ids) || !ids.every((id): id is string => typeof id === 'string')) {
          fields.activityIds = 'INVALID';
        } else if (new Set(ids).size !== ids.length) fields.activityIds = 'DUPLICATE';
        else if (!ids.every((id) => known.has(id))) fields.activityIds = 'UNKNOWN_ACTIVITY';
        else next.activityIds = ids;
      }
      if ('insuranceKey' in body) {
        const key = body.insuranceKey ?? INCLUDED_INSURANCE;
        if (typeof key !== 'string' || !(Object.values(INSURANCE_KEYS) as string[]).includes(key)) {
          fields.insuranceKey = 'UNKNOWN_INSURANCE';
        } else next.insuranceKey = key;
      }
      if (hasErrors(fields)) return fields;
      // buying-flow.md §4: removing an item clears voucherCode; any change marks the checkout custom.
      const removedActivity = draft.activityIds.some((id) => !next.activityIds.includes(id));
      const removedInsurance =
        draft.insuranceKey !== INCLUDED_INSURANCE && next.insuranceKey === INCLUDED_INSURANCE;
      const changed =
        next.flightId !== draft.flightId ||
        next.accommodationId !== draft.accommodationId ||
        next.insuranceKey !== draft.insuranceKey ||
        next.activityIds.join() !== draft.activityIds.join();
      draft.flightId = next.flightId;
      draft.accommodationId = next.accommodationId;
      draft.activityIds = next.activityIds;
      draft.insuranceKey = next.insuranceKey;
      if (removedActivity || removedInsurance) draft.voucherCode = null;
      if (changed) draft.custom = true;
      return undefined;
    }),
  );

  app.post(
    `${TOKEN_PATH}/extra-nights/v2/:pre/:post`,
    write([], (draft, _body, view, request): Fields | undefined => {
      const { pre = '', post = '' } = request.params;
      if (pre !== '0') return { pre: /^\d{1,2}$/.test(pre) ? 'UNSUPPORTED' : 'INVALID' };
      if (!/^\d{1,2}$/.test(post)) return { nights: 'INVALID' };
      const nights = Number(post);
      const option = extraNightsOf(view).options[String(nights)];
      if (!option) return { nights: 'OUT_OF_RANGE' };
      if (option.incrementPrice === null) return { nights: 'UNAVAILABLE' };
      if (nights === draft.extraNights) return undefined;
      // Back to no extra night removes the line (§4: clears voucherCode); any selection is custom.
      if (nights === 0) draft.voucherCode = null;
      draft.extraNights = nights;
      draft.custom = true;
      return undefined;
    }),
  );

  app.post(
    `${TOKEN_PATH}/payment/discounts`,
    write(['voucherCode'], (draft, body, view) => {
      const raw = body.voucherCode;
      if (raw === undefined || raw === null || raw === '') return { voucherCode: 'REQUIRED' };
      if (typeof raw !== 'string' || raw.length > 32) return { voucherCode: 'INVALID' };
      const code = normaliseVoucher(raw);
      const refusal = voucherRefusal(code, totalWithoutDiscountsCents(view), view.ctx.market);
      if (refusal) return { voucherCode: refusal };
      draft.voucherCode = code;
      return undefined;
    }),
  );

  app.delete(
    `${TOKEN_PATH}/payment/discounts`,
    write([], (draft) => {
      draft.voucherCode = null;
      return undefined;
    }),
  );

  app.patch(
    `${TOKEN_PATH}/progress-step`,
    write(['step'], (draft, body, view) => {
      const step = body.step;
      if (typeof step !== 'string' || !(CHECKOUT_STEPS as readonly string[]).includes(step)) {
        return { step: step === undefined ? 'REQUIRED' : 'INVALID' };
      }
      const index = CHECKOUT_STEPS.indexOf(step as CheckoutStep);
      if (index > 0 && !passengersComplete(draft, view.ref.offers)) return { step: 'PASSENGERS_INCOMPLETE' };
      draft.step = step as CheckoutStep;
      if (index > CHECKOUT_STEPS.indexOf(draft.progressStep)) draft.progressStep = step as CheckoutStep;
      return undefined;
    }),
  );

  app.patch(
    `${TOKEN_PATH}/external-agent`,
    write(['externalAgentId'], (draft, body) => {
      const id = body.externalAgentId;
      if (id === undefined) return { externalAgentId: 'REQUIRED' };
      if (id === null || id === '') draft.externalAgent = null;
      else if (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) draft.externalAgent = String(id);
      else if (typeof id === 'string' && AGENT.test(id)) draft.externalAgent = id;
      else return { externalAgentId: 'INVALID' };
      return undefined;
    }),
  );
}
