/**
 * The nine markets as the seller's backend knows them: currency, locales, contact data and departure
 * airports. Sandbox-only data: the composer reads it back through the API, never by import.
 */
import { LOCALES, type Locale, MARKETS, type Market, type UpstreamCurrency } from '@waypoint/schemas';
import type { z } from 'zod';

export type { Market };
export { MARKETS };

export const LANGS = ['en', 'es', 'fr', 'de'] as const;
export type Lang = (typeof LANGS)[number];

export type { Locale };
export { LOCALES };

export interface Airport {
  iata: string;
  city: string;
}

export interface MarketInfo {
  code: Market;
  /** The first locale is the main one. */
  locales: readonly Locale[];
  /** Language of the market's URLs and slugs. */
  urlLang: Lang;
  countryName: string;
  currency: z.infer<typeof UpstreamCurrency>;
  /** Decimals shown in formatted prices (storefront.md §9: 2 by default). */
  decimals: number;
  /** Units of the market currency per US dollar (fixed, so prices are reproducible). */
  usdRate: number;
  /** Prices are rounded to a multiple of this before the '…9' ending is applied. */
  priceStep: number;
  phone: string;
  email: string;
  address: string;
  promotionColor: string;
  /** Referral rewards in the market currency: for the referrer (godfather) and the friend (godson). */
  referral: { godfather: number; godson: number };
  /** 3–6 real departure airports of the country; the first is the default. */
  departures: readonly Airport[];
}

const dollar = (decimal: string, thousands: string) => ({
  prefixSign: '$',
  sufixSign: '',
  decimalSeparator: decimal,
  thousandsSeparator: thousands,
});
const euro = (thousands: string) => ({
  prefixSign: '',
  sufixSign: '€',
  decimalSeparator: ',',
  thousandsSeparator: thousands,
});

export const MARKET_INFO: Record<Market, MarketInfo> = {
  au: {
    code: 'au',
    locales: ['en-AU'],
    urlLang: 'en',
    countryName: 'Australia',
    currency: { isoCode: 'AUD', ...dollar('.', ',') },
    decimals: 2,
    usdRate: 1.52,
    priceStep: 10,
    phone: '+61 2 5550 1234',
    email: 'help.au@waypoint.test',
    address: 'Level 12, 88 George Street, Sydney NSW 2000',
    promotionColor: 'pacificOcean',
    referral: { godfather: 150, godson: 75 },
    departures: [
      { iata: 'SYD', city: 'Sydney' },
      { iata: 'MEL', city: 'Melbourne' },
      { iata: 'BNE', city: 'Brisbane' },
      { iata: 'PER', city: 'Perth' },
      { iata: 'ADL', city: 'Adelaide' },
    ],
  },
  ca: {
    code: 'ca',
    locales: ['en-CA', 'fr-CA'],
    urlLang: 'en',
    countryName: 'Canada',
    currency: { isoCode: 'CAD', ...dollar('.', ',') },
    decimals: 2,
    usdRate: 1.37,
    priceStep: 10,
    phone: '+1 (888) 555-0179',
    email: 'help.ca@waypoint.test',
    address: '200 Bay Street, Suite 1500, Toronto, ON M5J 2J2',
    promotionColor: 'sauvageForest',
    referral: { godfather: 130, godson: 65 },
    departures: [
      { iata: 'YYZ', city: 'Toronto' },
      { iata: 'YUL', city: 'Montréal' },
      { iata: 'YVR', city: 'Vancouver' },
      { iata: 'YYC', city: 'Calgary' },
    ],
  },
  co: {
    code: 'co',
    locales: ['es-CO'],
    urlLang: 'es',
    countryName: 'Colombia',
    currency: { isoCode: 'COP', ...dollar(',', '.') },
    decimals: 0,
    usdRate: 4000,
    priceStep: 10_000,
    phone: '+57 601 555 0123',
    email: 'ayuda.co@waypoint.test',
    address: 'Carrera 7 # 71-52, Torre B, Bogotá',
    promotionColor: 'carribeanSunrise',
    referral: { godfather: 400_000, godson: 200_000 },
    departures: [
      { iata: 'BOG', city: 'Bogotá' },
      { iata: 'MDE', city: 'Medellín' },
      { iata: 'CLO', city: 'Cali' },
      { iata: 'CTG', city: 'Cartagena' },
    ],
  },
  de: {
    code: 'de',
    locales: ['de-DE'],
    urlLang: 'de',
    countryName: 'Germany',
    currency: { isoCode: 'EUR', ...euro('.') },
    decimals: 2,
    usdRate: 0.92,
    priceStep: 10,
    phone: '+49 30 5555 0123',
    email: 'hilfe.de@waypoint.test',
    address: 'Friedrichstraße 68, 10117 Berlin',
    promotionColor: 'silentSavanna',
    referral: { godfather: 100, godson: 50 },
    departures: [
      { iata: 'FRA', city: 'Frankfurt' },
      { iata: 'MUC', city: 'München' },
      { iata: 'BER', city: 'Berlin' },
      { iata: 'HAM', city: 'Hamburg' },
      { iata: 'DUS', city: 'Düsseldorf' },
    ],
  },
  es: {
    code: 'es',
    locales: ['es-ES'],
    urlLang: 'es',
    countryName: 'Spain',
    currency: { isoCode: 'EUR', ...euro('.') },
    decimals: 2,
    usdRate: 0.92,
    priceStep: 10,
    phone: '+34 910 555 012',
    email: 'ayuda.es@waypoint.test',
    address: 'Calle de Alcalá 54, 28014 Madrid',
    promotionColor: 'electricCrimson',
    referral: { godfather: 100, godson: 50 },
    departures: [
      { iata: 'MAD', city: 'Madrid' },
      { iata: 'BCN', city: 'Barcelona' },
      { iata: 'VLC', city: 'Valencia' },
      { iata: 'AGP', city: 'Málaga' },
      { iata: 'SVQ', city: 'Sevilla' },
      { iata: 'BIO', city: 'Bilbao' },
    ],
  },
  fr: {
    code: 'fr',
    locales: ['fr-FR'],
    urlLang: 'fr',
    countryName: 'France',
    currency: { isoCode: 'EUR', ...euro(' ') },
    decimals: 2,
    usdRate: 0.92,
    priceStep: 10,
    phone: '+33 1 70 55 50 12',
    email: 'aide.fr@waypoint.test',
    address: '25 rue de la Chaussée-d’Antin, 75009 Paris',
    promotionColor: 'silentSavanna',
    referral: { godfather: 100, godson: 50 },
    departures: [
      { iata: 'CDG', city: 'Paris' },
      { iata: 'LYS', city: 'Lyon' },
      { iata: 'MRS', city: 'Marseille' },
      { iata: 'NCE', city: 'Nice' },
      { iata: 'TLS', city: 'Toulouse' },
    ],
  },
  mx: {
    code: 'mx',
    locales: ['es-MX'],
    urlLang: 'es',
    countryName: 'Mexico',
    currency: { isoCode: 'MXN', ...dollar('.', ',') },
    decimals: 2,
    usdRate: 17.5,
    priceStep: 100,
    phone: '+52 55 5555 0123',
    email: 'ayuda.mx@waypoint.test',
    address: 'Paseo de la Reforma 250, Juárez, 06600 Ciudad de México',
    promotionColor: 'carribeanSunrise',
    referral: { godfather: 2000, godson: 1000 },
    departures: [
      { iata: 'MEX', city: 'Ciudad de México' },
      { iata: 'GDL', city: 'Guadalajara' },
      { iata: 'MTY', city: 'Monterrey' },
      { iata: 'CUN', city: 'Cancún' },
    ],
  },
  uk: {
    code: 'uk',
    locales: ['en-GB'],
    urlLang: 'en',
    countryName: 'United Kingdom',
    currency: {
      isoCode: 'GBP',
      prefixSign: '£',
      sufixSign: '',
      decimalSeparator: '.',
      thousandsSeparator: ',',
    },
    decimals: 2,
    usdRate: 0.79,
    priceStep: 10,
    phone: '+44 20 7946 0321',
    email: 'help.uk@waypoint.test',
    address: '30 Finsbury Square, London EC2A 1AG',
    promotionColor: 'pacificOcean',
    referral: { godfather: 80, godson: 40 },
    departures: [
      { iata: 'LHR', city: 'London' },
      { iata: 'MAN', city: 'Manchester' },
      { iata: 'EDI', city: 'Edinburgh' },
      { iata: 'BHX', city: 'Birmingham' },
      { iata: 'GLA', city: 'Glasgow' },
    ],
  },
  us: {
    code: 'us',
    locales: ['en-US', 'es-US'],
    urlLang: 'en',
    countryName: 'United States',
    currency: { isoCode: 'USD', ...dollar('.', ',') },
    decimals: 2,
    usdRate: 1,
    priceStep: 10,
    phone: '+1 (800) 555-0142',
    email: 'help.us@waypoint.test',
    address: '120 Harbor Street, Suite 400, Boston, MA 02110',
    promotionColor: 'silentSavanna',
    referral: { godfather: 100, godson: 50 },
    departures: [
      { iata: 'JFK', city: 'New York' },
      { iata: 'LAX', city: 'Los Angeles' },
      { iata: 'ORD', city: 'Chicago' },
      { iata: 'MIA', city: 'Miami' },
      { iata: 'SFO', city: 'San Francisco' },
      { iata: 'DFW', city: 'Dallas' },
    ],
  },
};

export function isMarket(value: string): value is Market {
  return (MARKETS as readonly string[]).includes(value);
}

export function mainLocale(market: Market): Locale {
  return MARKET_INFO[market].locales[0] as Locale;
}

export function langOf(locale: string): Lang {
  return locale.slice(0, 2) as Lang;
}
