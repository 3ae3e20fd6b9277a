/**
 * The generic pages' texts in the four languages, and the facts of each market they name (the selling
 * company, its address and contact data).
 */
import { type Lang, MARKET_INFO, type Market } from '../markets.ts';
import { DE } from './de.ts';
import { EN } from './en.ts';
import { ES } from './es.ts';
import { FR } from './fr.ts';
import type { ContentCopy, ContentFacts } from './types.ts';

export * from './types.ts';

export const CONTENT_COPY: Record<Lang, ContentCopy> = { en: EN, es: ES, fr: FR, de: DE };

const BRAND = 'Waypoint';

/** The company that sells the trips in each market. */
const COMPANY: Record<Market, string> = {
  au: 'Waypoint Travel Pty Ltd',
  ca: 'Waypoint Travel Canada Inc.',
  co: 'Waypoint Viajes Colombia S.A.S.',
  de: 'Waypoint Reisen GmbH',
  es: 'Waypoint Viajes S.L.',
  fr: 'Waypoint Voyages SAS',
  mx: 'Waypoint Viajes México S.A. de C.V.',
  uk: 'Waypoint Travel Ltd',
  us: 'Waypoint Travel Inc.',
};

/** "In {the market's country}" in each language, with its preposition (the terms name it). */
const IN_COUNTRY: Record<Market, Record<Lang, string>> = {
  au: { en: 'in Australia', es: 'de Australia', fr: 'en Australie', de: 'in Australien' },
  ca: { en: 'in Canada', es: 'de Canadá', fr: 'au Canada', de: 'in Kanada' },
  co: { en: 'in Colombia', es: 'de Colombia', fr: 'en Colombie', de: 'in Kolumbien' },
  de: { en: 'in Germany', es: 'de Alemania', fr: 'en Allemagne', de: 'in Deutschland' },
  es: { en: 'in Spain', es: 'de España', fr: 'en Espagne', de: 'in Spanien' },
  fr: { en: 'in France', es: 'de Francia', fr: 'en France', de: 'in Frankreich' },
  mx: { en: 'in Mexico', es: 'de México', fr: 'au Mexique', de: 'in Mexiko' },
  uk: {
    en: 'in the United Kingdom',
    es: 'del Reino Unido',
    fr: 'au Royaume-Uni',
    de: 'im Vereinigten Königreich',
  },
  us: {
    en: 'in the United States',
    es: 'de Estados Unidos',
    fr: 'aux États-Unis',
    de: 'in den Vereinigten Staaten',
  },
};

export function contentFacts(market: Market, lang: Lang): ContentFacts {
  const info = MARKET_INFO[market];
  return {
    brand: BRAND,
    company: COMPANY[market],
    inCountry: IN_COUNTRY[market][lang],
    address: info.address,
    email: info.email,
    phone: info.phone,
  };
}
