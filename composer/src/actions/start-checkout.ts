/**
 * "Continue" on the trip page (buying-flow.md §1, §7 "Order attempt v2" Create): the chosen day, city,
 * category, travellers and flight (none for land only) become an order attempt, with the visitor's
 * attribution and the advisor and reseller tokens where present (§6). Its token then names the
 * checkout: the answer goes to `/{market}/my-trip/{token}?type=passengers` with the checkout_started
 * and order_attempt events (§3).
 */
import {
  categoriesForCity,
  isoDayIn,
  orderAttemptAttribution,
  orderAttemptEntity,
  productEntity,
  skuEntity,
} from '@waypoint/config';
import { type ActionFieldErrorCode, type AnalyticsEvent, LAND_ONLY_DEPARTURE_ID } from '@waypoint/schemas';
import { z } from 'zod';
import { checkoutPath } from '../checkout/checkout-data.ts';
import { tripFlightSearch } from '../flights/trip-flights.ts';
import { passengersOf, type TripParams } from '../trip/selection.ts';
import { tripFor } from '../trip/trip-actions.ts';
import { departurePointsOf } from '../trip/trip-data.ts';
import { defineAction, type FieldError, upstreamFieldCode } from './define-action.ts';

export const startCheckout = defineAction({
  name: 'startCheckout',
  page: 'product',
  input: z.strictObject({ flightId: z.string().min(1).max(64).optional() }),
  async run(args) {
    const trip = await tripFor(args);
    const { product, category } = trip;
    const params = trip.params as unknown as TripParams;
    const refuse = (field: string, code: ActionFieldErrorCode, key: string) => ({
      errors: [{ field, code, message: args.t(key) }],
    });
    if (params.date === null) return refuse('date', 'DATE_REQUIRED', 'flights.errors.noDate');
    const form = tripFlightSearch(product, params);
    const landOnly = params.city === LAND_ONLY_DEPARTURE_ID;
    let flightId = args.input.flightId;
    if (!landOnly) {
      if (form === null) return refuse('date', 'NO_FLIGHT_SEARCH', 'flights.errors.noSearch');
      if (!flightId) return refuse('flightId', 'FLIGHT_REQUIRED', 'flights.errors.flightRequired');
      const list = await args.sources.flights.search(form, args.signal);
      if (!list.list.some((f) => f.id === flightId)) {
        return refuse('flightId', 'FLIGHT_UNKNOWN', 'flights.errors.flightUnknown');
      }
    } else {
      flightId = undefined;
    }
    const attribution = orderAttemptAttribution({ query: args.page.query, cookies: args.cookies });
    const created = await args.sources.checkout.create({
      productId: String(product.campaignId),
      categoryId: String(category.categoryId),
      departureCity: params.city,
      departureDate: params.date,
      adults: String(params.adults),
      children: String(params.children),
      babies: String(params.babies),
      offerId: '',
      ...(flightId ? { flightId } : {}),
      ...attribution,
    });
    if (created.kind === 'invalid') {
      const first = Object.entries(created.fields)[0];
      const [field, code]: [string, FieldError['code']] = first
        ? [first[0], upstreamFieldCode(first[1])]
        : ['input', 'INVALID'];
      args.log.info({ fields: created.fields }, 'order attempt refused');
      return { errors: [{ field, code, message: args.t('checkout.errors.createRefused') }] };
    }
    // buying-flow.md §6: an external agent (advisors and agents) is set on the order attempt.
    const agent = args.page.query['externalAgentId'] ?? args.cookies['externalAgentId'];
    if (agent && /^[\w-]{1,64}$/.test(agent)) {
      const set = await args.sources.checkout.externalAgent(created.token, 0, agent);
      if (set.kind !== 'done')
        args.log.warn({ outcome: set.kind }, 'external agent not set on the order attempt');
    }
    const passengers = passengersOf(params);
    const [summary, departures] = await Promise.all([
      args.sources.checkout.summary(created.token, args.signal),
      landOnly ? Promise.resolve([]) : departurePointsOf(trip, args).catch(() => []),
    ]);
    const departure = landOnly
      ? { id: LAND_ONLY_DEPARTURE_ID, name: LAND_ONLY_DEPARTURE_ID, code: LAND_ONLY_DEPARTURE_ID }
      : (departures.find((p) => p.id === params.city) ?? null);
    const sku = skuEntity({
      product,
      categories: categoriesForCity(product.categories, params.city),
      categoryId: category.categoryId,
      departure,
      passengers,
      departureDate: params.date,
      today: isoDayIn(args.now, 'UTC') ?? args.now.toISOString().slice(0, 10),
    });
    const events: AnalyticsEvent[] = [
      { event: 'checkout_started', entities: { sku, product: productEntity(product) } },
    ];
    if (summary) {
      events.push({
        event: 'order_attempt',
        entities: {
          'order attempt': orderAttemptEntity({
            offerId: '',
            token: created.token,
            total: summary.price.total,
            breakdown: summary.breakdown,
            payingTravellers: passengers.adults + passengers.children,
          }),
        },
      });
    }
    return { navigate: checkoutPath(params.market, created.token, 'passengers'), events };
  },
});
