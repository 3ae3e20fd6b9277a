/**
 * Departure points of a trip in a market (buying-flow.md §3 "Departure point"): the trip's airports of
 * the market (the first is the default and the cheapest), or land only. A restricted category departs
 * from some of the airports only, chosen per market from a hash of the seed, the category and the code.
 */
import { LAND_ONLY_DEPARTURE_ID } from '@waypoint/schemas';
import { MARKET_INFO, type Market } from '../markets.ts';
import { hashString, mix32 } from '../rng.ts';
import type { OfferCategory, TripOffers } from './offers.ts';
import type { Trip } from './types.ts';

/** Land only costs this much of the default airport's price, for trips that offer it beside flights. */
export const LAND_ONLY_FACTOR = 0.75;

export interface DeparturePoint {
  /** An IATA code, or LAND_ONLY_DEPARTURE_ID. */
  id: string;
  /** The airport's city; null for land only. */
  city: string | null;
  /** Price factor over the default departure. */
  factor: number;
}

export function airportCity(market: Market, iata: string): string {
  return MARKET_INFO[market].departures.find((airport) => airport.iata === iata)?.city ?? iata;
}

/** Every departure point of the trip in the market; the first is the default one. */
export function productDepartures(trip: Trip, offers: TripOffers, market: Market): DeparturePoint[] {
  if (offers.isLandOnly) return [{ id: LAND_ONLY_DEPARTURE_ID, city: null, factor: 1 }];
  const airports = trip.departures[market].map((iata, index) => ({
    id: iata,
    city: airportCity(market, iata),
    factor: offers.airportFactors[index] ?? 1.15,
  }));
  if (!offers.hasLandOnlyOption) return airports;
  return [...airports, { id: LAND_ONLY_DEPARTURE_ID, city: null, factor: LAND_ONLY_FACTOR }];
}

/** The airports a restricted category is limited to in the market; empty when it departs from all. */
export function restrictedCityIds(
  seed: number,
  trip: Trip,
  category: OfferCategory,
  market: Market,
): string[] {
  if (!category.restricted) return [];
  const airports = trip.departures[market];
  const picked = airports.filter((iata) => mix32(hashString(`${seed}:${category.id}:${iata}`)) % 2 === 0);
  return picked.length > 0 ? picked : airports.slice(-1);
}

/** The departure points a category is offered from in the market. */
export function categoryDepartures(
  seed: number,
  trip: Trip,
  offers: TripOffers,
  category: OfferCategory,
  market: Market,
): DeparturePoint[] {
  const all = productDepartures(trip, offers, market);
  const only = restrictedCityIds(seed, trip, category, market);
  return only.length === 0 ? all : all.filter((point) => only.includes(point.id));
}
