/**
 * What an order attempt offers, derived from the attempt and the catalogue whenever it is read
 * (buying-flow.md §3 "Checkout static and personalisation data", "Other checkout state"): its flights,
 * rooms, activities, insurance packages, baggage and extra nights. Which items a category has comes
 * from a hash of the seed and the category (the same for every attempt on it); prices come from the
 * attempt's day price, its passengers and the market, so they never move while an attempt lives.
 *
 * Amounts are whole prices in the market currency: per-person fees are quoted in dollars and shown as
 * the same number where the currency is near the dollar (money.ts `localAmount`).
 */
import {
  LAND_ONLY_DEPARTURE_ID,
  type UpstreamAccommodation,
  type UpstreamActivities,
  type UpstreamBaggages,
  type UpstreamCheckoutFlights,
  type UpstreamExtraNights,
  type UpstreamFlight,
  type UpstreamInsurances,
} from '@waypoint/schemas';
import type { BuildContext } from '../builders/context.ts';
import { flightList, type TripSearch } from '../builders/flights.ts';
import { cityOfTheNight } from '../builders/itinerary.ts';
import { returnDateOf } from '../catalogue/flights.ts';
import { type CategoryRef, cityName } from '../catalogue/index.ts';
import { MARKET_INFO } from '../markets.ts';
import { localAmount } from '../money.ts';
import { hashString, mix32, Rng } from '../rng.ts';
import { fill } from '../text.ts';
import type { OrderAttempt } from './attempts.ts';

/** The insurance packages by key, in the order they are offered; STANDARD is included in the price. */
export const INSURANCE_KEYS = { STANDARD: 'STANDARD', FLEX: 'FLEX', 'FLEX+': 'FLEX_PLUS' } as const;
export const INCLUDED_INSURANCE = INSURANCE_KEYS.STANDARD;

/** An attempt with what it refers to, read in the request's language. */
export interface AttemptView {
  ctx: BuildContext;
  attempt: OrderAttempt;
  ref: CategoryRef;
  search: TripSearch;
  isLandOnly: boolean;
  /** The flight search, computed once per view. */
  flights?: UpstreamCheckoutFlights;
}

/** The attempt's view; undefined if its category is gone (another seed: never in one sandbox). */
export function viewOf(ctx: BuildContext, attempt: OrderAttempt): AttemptView | undefined {
  const ref = ctx.catalogue.categoryById(attempt.categoryId);
  if (!ref) return undefined;
  const { departureCity: departureId, departureDate, pax } = attempt;
  const isLandOnly = departureId === LAND_ONLY_DEPARTURE_ID;
  return { ctx, attempt, ref, search: { ref, departureId, departureDate, pax }, isLandOnly };
}

/** Adults and children: babies pay nothing (buying-flow.md §5 "Prices"). */
export const payingOf = (attempt: OrderAttempt) => attempt.pax.adults + attempt.pax.children;
export const travellersOf = (attempt: OrderAttempt) =>
  attempt.pax.adults + attempt.pax.children + attempt.pax.babies;

const rngOf = (view: AttemptView, what: string) =>
  new Rng(mix32(hashString(`${what}:${view.ctx.catalogue.seed}:${view.ref.category.id}`)));

/** A tenth of the market's price step, or 1: the grain of derived prices (no cents in COP). */
const grainOf = (view: AttemptView) => Math.max(1, MARKET_INFO[view.ctx.market].priceStep / 10);

// --- Flights ---

/** The attempt's flight search, with its return moved by the extra nights and its flight selected. */
export function flightsOf(view: AttemptView): UpstreamCheckoutFlights {
  if (view.flights) return view.flights;
  const { ctx, attempt, search } = view;
  const list = flightList(ctx, search, { dayPrice: attempt.dayPrice, extraNights: attempt.extraNights });
  view.flights = view.isLandOnly
    ? { ...list, hasFlights: false, message: ctx.checkoutCopy.flights.landOnly, list: [], selectedId: null }
    : { ...list, selectedId: attempt.flightId };
  return view.flights;
}

export function chosenFlight(view: AttemptView): UpstreamFlight | null {
  if (view.isLandOnly || view.attempt.flightId === null) return null;
  return flightsOf(view).list.find((flight) => flight.id === view.attempt.flightId) ?? null;
}

/** The trip's price per person: the chosen flight's, or the day's price for land only. */
export const pricePerPerson = (view: AttemptView) => chosenFlight(view)?.price ?? view.attempt.dayPrice;

// --- Rooms ---

/** Supplements per person and night, in dollars (see localAmount), before the tier's factor. */
const ROOM_SUPPLEMENTS = [18, 26, 48] as const;

/** 1–2 rooms included in the price, 1–3 at a supplement for the whole party over the trip's nights. */
export function accommodationOf(view: AttemptView): UpstreamAccommodation {
  const { ctx, ref, attempt } = view;
  const rng = rngOf(view, 'rooms');
  const copy = ctx.checkoutCopy.rooms;
  const included = copy.included.slice(0, rng.int(1, 2));
  const supplements = copy.supplements.slice(0, rng.int(1, 3));
  const nights = Math.max(1, ref.category.days - 1);
  const tier = 1 + ref.category.index * 0.2;
  const grain = grainOf(view);
  return {
    includes: included.map((room, index) => ({
      id: `room-${ref.category.id}-${index + 1}`,
      ...room,
      price: 0,
    })),
    supplements: supplements.map((room, index) => {
      const night = localAmount(Math.round((ROOM_SUPPLEMENTS[index] ?? 30) * tier), ctx.market);
      return {
        id: `room-${ref.category.id}-s${index + 1}`,
        ...room,
        price: Math.round((night * nights * payingOf(attempt)) / grain) * grain,
      };
    }),
    selectedId: attempt.accommodationId,
  };
}

/** The room an attempt starts with: the first included one. */
export function defaultRoomId(ref: CategoryRef): string {
  return `room-${ref.category.id}-1`;
}

// --- Activities ---

/** Unit prices per person, in dollars (see localAmount), by activity of the copy. */
const ACTIVITY_PRICES = [65, 45, 55, 90, 70, 40] as const;

/** 3–6 optional activities, priced per person; each on a day of the trip, or any day (null). */
export function activitiesOf(view: AttemptView): UpstreamActivities {
  const { ctx, ref, attempt } = view;
  const rng = rngOf(view, 'activities');
  const count = rng.int(3, 6);
  const picked = rng.shuffle([0, 1, 2, 3, 4, 5]).slice(0, count);
  // Activities fall on the days between arrival and departure: days 2 to the last night.
  const lastDay = Math.max(2, ref.category.days - 1);
  const supplements = picked.map((which) => {
    const day = rng.chance(0.25) ? null : rng.int(2, lastDay);
    const city = cityName(cityOfTheNight(ref.trip, lastDay, day ?? 1), ctx.lang);
    const copy = ctx.checkoutCopy.activities[which] ?? ctx.checkoutCopy.activities[0];
    return {
      id: `act-${ref.category.id}-${which + 1}`,
      name: fill(copy.name, { city }),
      description: fill(copy.description, { city }),
      unitPrice: localAmount(ACTIVITY_PRICES[which] ?? 50, ctx.market),
      day,
    };
  });
  return { supplements, selectedIds: [...attempt.activityIds] };
}

// --- Insurances ---

/**
 * STANDARD is included (0); FLEX and FLEX+ cost a share of the trip's price plus a fee per traveller,
 * so their premium grows with both. In cents, then back to the currency (two decimals at most).
 */
export function insurancesOf(view: AttemptView): UpstreamInsurances {
  const { ctx, attempt } = view;
  const tripCents = pricePerPerson(view) * payingOf(attempt) * 100;
  const perTraveller = (dollars: number) => localAmount(dollars, ctx.market) * 100 * travellersOf(attempt);
  const premium = {
    STANDARD: 0,
    FLEX: Math.round(tripCents * 0.05) + perTraveller(8),
    'FLEX+': Math.round(tripCents * 0.085) + perTraveller(14),
  };
  const policies = ['STANDARD', 'FLEX', 'FLEX+'] as const;
  return {
    packages: policies.map((policy) => ({
      key: INSURANCE_KEYS[policy],
      name: ctx.checkoutCopy.insurances[policy].name,
      cancellationPolicy: policy,
      coverage: [...ctx.checkoutCopy.insurances[policy].coverage],
      TotalPremium: premium[policy] / 100,
    })),
    selectedKey: attempt.insuranceKey,
  };
}

// --- Baggage ---

/** The chosen flight's allowance on both legs, and one or two checked bags per leg to add. */
export function baggagesOf(view: AttemptView): UpstreamBaggages {
  const flight = chosenFlight(view);
  if (!flight) return { allowance: { outbound: '', return: '' }, extraServices: { baggage: {} } };
  const { ctx } = view;
  const bags = (leg: string) => ({
    baggage: [
      { id: `bag-${leg}-1`, name: ctx.checkoutCopy.baggage.oneBag, price: localAmount(45, ctx.market) },
      { id: `bag-${leg}-2`, name: ctx.checkoutCopy.baggage.twoBags, price: localAmount(80, ctx.market) },
    ],
  });
  return {
    allowance: { outbound: flight.baggageAllowance, return: flight.baggageAllowance },
    extraServices: { baggage: { outbound: bags('outbound'), return: bags('return') } },
  };
}

// --- Extra nights ---

/**
 * Options 0..maxAvailableExtraNights (buying-flow.md §3 "extraNight options, keyed by id"): 0 is none
 * (price 0, the trip's own return); about one other option in four is unavailable (null price and
 * return date, §4). A night costs 80% of an average night of the trip, per paying traveller.
 */
export function extraNightsOf(view: AttemptView): UpstreamExtraNights {
  const { ctx, ref, attempt } = view;
  const grain = grainOf(view);
  const nights = Math.max(1, ref.category.days - 1);
  const perNight = Math.max(grain, Math.round((attempt.dayPrice * 0.8) / nights / grain) * grain);
  const key = `${ctx.catalogue.seed}:${ref.category.id}:${attempt.departureCity}:${attempt.departureDate}`;
  const options: UpstreamExtraNights['options'] = {};
  for (let n = 0; n <= ref.offers.maxAvailableExtraNights; n++) {
    const unavailable = n > 0 && mix32(hashString(`extra-night:${key}:${n}`)) % 4 === 0;
    options[String(n)] = unavailable
      ? { id: n, incrementPrice: null, returnDate: null }
      : {
          id: n,
          incrementPrice: perNight * n * payingOf(attempt),
          returnDate: returnDateOf(ref.category, attempt.departureDate, n),
        };
  }
  return { options, selected: attempt.extraNights };
}
