/**
 * Copy of the trip page's data (product detail, categories, itinerary, conditions), one object per
 * language (pdp-en.ts, pdp-es.ts, pdp-fr.ts, pdp-de.ts). Placeholders in braces ('{city}') are filled
 * by the builders (`fill` in text.ts).
 */
import type { Tier } from '../catalogue/offers.ts';

export interface DayCopy {
  title: string;
  /** HTML: one <p>, maybe with a <strong>. */
  text: string;
}

export interface PdpCopy {
  /** First breadcrumb entry. */
  home: string;
  /** Name of the land-only departure point. */
  landOnly: string;
  tiers: Record<Tier, string>;
  /** Second and third paragraphs of the description (HTML): {cities}. */
  paragraphs: readonly [string, string];
  /** SEO description: {days}, {country}, {cities}, {price}. */
  seo: string;
  /** PDP header campaign: {percent}, {month}. */
  pdpHeader: { mobile: string; tabletUp: string };
  /** January first, as used after the language's 'in'. */
  months: readonly string[];
  meals: { breakfast: string; lunch: string; dinner: string };
  tabs: { hotels: string; included: string; notIncluded: string; hotelsIntro: string };
  included: { flights: string; items: readonly string[] };
  notIncluded: readonly string[];
  itinerary: {
    /** Day 1 from a departure city: {from} (the airport's city), {to}. */
    flight: DayCopy;
    /** Day 1 without flights: {to}. */
    arrival: DayCopy;
    /** A day moving on to the next city: {from}, {to}. */
    transfer: DayCopy;
    /** A day in a city: {city}. The third is an excursion (lunch included). */
    visits: readonly [DayCopy, DayCopy, DayCopy];
    /** Last day with flights: {from} (the last city), {to} (the departure city). */
    returnFlight: DayCopy;
    /** Last day without flights: {city}. */
    end: DayCopy;
  };
  conditions: {
    /** {tier}. */
    title: string;
    included: string;
    cancellation: string;
    /** HTML naming the STANDARD, FLEX and FLEX+ policies. */
    cancellationHtml: string;
    payment: string;
    paymentHtml: string;
  };
}
