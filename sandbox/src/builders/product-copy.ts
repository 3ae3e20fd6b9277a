/** Helpers for the trip page's copy: hotel names, departure names (placeholders and escaping: text.ts). */
import type { DeparturePoint } from '../catalogue/departures.ts';
import type { Tier } from '../catalogue/offers.ts';
import type { PdpCopy } from '../copy/index.ts';
import { hashString } from '../rng.ts';
import { fill } from '../text.ts';

/** Hotel names by tier: proper names, the same in every language. */
const HOTELS: Record<Tier, readonly string[]> = {
  standard: ['Hotel {city} Centro', '{city} City Inn', 'Hotel Plaza {city}'],
  superior: ['Grand Hotel {city}', '{city} Riverside Hotel', 'Hotel Royal {city}'],
  premium: ['{city} Palace', 'The {city} Grand', 'Hotel Majestic {city}'],
  luxury: ['The {city} Collection', '{city} Palace & Spa', 'Mandarin House {city}'],
};

/** The hotel of a tier in a city (English city name): always the same one. */
export function hotelName(tier: Tier, city: string): string {
  const names = HOTELS[tier];
  return fill(names[hashString(`${tier}:${city}`) % names.length] as string, { city });
}

export function departureName(point: DeparturePoint, copy: PdpCopy): string {
  return point.city ?? copy.landOnly;
}
