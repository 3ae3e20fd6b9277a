/** Ad slots and units (storefront.md §9 "Ads"). Unit paths are invented under one ad-manager network id. */
import type { Market } from '@waypoint/schemas';

export const AD_SLOTS = {
  'add-banner-home': { width: 728, height: 90 },
  'add-banner-home1': { width: 728, height: 90 },
  'add-banner-country-page-mobile': { width: 320, height: 50 },
  'add-banner-country-page': { width: 728, height: 90 },
  'add-banner-vertical-country-page': { width: 120, height: 600 },
  'add-banner-vertical-country-page1': { width: 120, height: 600 },
  'add-banner-region-page': { width: 728, height: 90 },
  'add-banner-events-page': { width: 720, height: 90 },
} as const satisfies Record<string, { width: number; height: number }>;
export type AdSlot = keyof typeof AD_SLOTS;

/** Ads run only in CA, US and UK: US has one fixed unit, the others two picked 50/50. */
export const AD_UNITS: Readonly<Partial<Record<Market, readonly string[]>>> = {
  us: ['/21700000/waypoint-us-home'],
  ca: ['/21700000/waypoint-ca-home-a', '/21700000/waypoint-ca-home-b'],
  uk: ['/21700000/waypoint-uk-home-a', '/21700000/waypoint-uk-home-b'],
};

export function adUnitsFor(market: Market): string[] | null {
  const units = Object.hasOwn(AD_UNITS, market) ? AD_UNITS[market] : undefined;
  return units ? [...units] : null;
}

/** One unit of the market: the only one, or one of two with equal chance; null where there are no ads. */
export function pickAdUnit(market: Market, random: () => number): string | null {
  const units = adUnitsFor(market);
  if (!units || units.length === 0) return null;
  const r = random();
  const index = Number.isFinite(r) && r >= 0.5 ? 1 : 0;
  return units[Math.min(index, units.length - 1)]!;
}
