/**
 * Site paths the API hands out (footer, menu, slides, carousels), in the language of the market's URLs.
 * Legal and help slugs follow storefront.md §2 "Per-market legal and help paths".
 */
import type { Category } from './catalogue/types.ts';
import { type Lang, MARKET_INFO, type Market } from './markets.ts';

type BySlugLang = Record<Lang, string>;

const HELP: Record<Market, string> = {
  au: '/au/help',
  es: '/es/ayuda',
  uk: '/uk/help',
  fr: '/fr/aide',
  de: '/de/hilfe',
  us: '/us/help',
  ca: '/ca/help',
  mx: '/mx/ayuda',
  co: '/co/ayuda',
};

const LEGAL = {
  about: { en: 'about-us', es: 'acerca-de', fr: 'a-propos-de', de: 'bezuglich' },
  contact: { en: 'contact', es: 'contacto', fr: 'contact', de: 'kontakt' },
  terms: {
    en: 'terms-and-conditions',
    es: 'terminos-y-condiciones',
    fr: 'termes-et-conditions',
    de: 'geschaftsbedingungen',
  },
  promoTerms: {
    en: 'promotional-terms',
    es: 'terminos-promociones',
    fr: 'conditions-promotion',
    de: 'aktionsbedingungen',
  },
  cookies: {
    en: 'cookies-policy',
    es: 'politica-de-cookies',
    fr: 'politique-des-cookies',
    de: 'cookie-richtlinien',
  },
  privacy: {
    en: 'privacy-policy',
    es: 'politica-de-privacidad',
    fr: 'politique-de-confidentialite',
    de: 'datenschutzrichtlinie',
  },
} satisfies Record<string, BySlugLang>;

export type LegalPage = keyof typeof LEGAL | 'help';

export function legalPath(page: LegalPage, market: Market): string {
  if (page === 'help') return HELP[market];
  // storefront.md §2: mx terms point to /es/…; mx and co promotional terms to /es and /co.
  if (market === 'mx' && (page === 'terms' || page === 'promoTerms')) return `/es/${LEGAL[page].es}`;
  return `/${market}/${LEGAL[page][MARKET_INFO[market].urlLang]}`;
}

const THEME_SLUGS: Record<Category, BySlugLang> = {
  beach: { en: 'beach-escapes', es: 'escapadas-de-playa', fr: 'escapades-plage', de: 'strandurlaub' },
  'short-trips': { en: 'short-trips', es: 'viajes-cortos', fr: 'courts-sejours', de: 'kurzreisen' },
  family: { en: 'family-tours', es: 'family-tours', fr: 'family-tours', de: 'family-tours' },
  adventure: {
    en: 'adventure-trips',
    es: 'viajes-de-aventura',
    fr: 'voyages-aventure',
    de: 'abenteuerreisen',
  },
  honeymoon: { en: 'honeymoons', es: 'lunas-de-miel', fr: 'voyages-de-noces', de: 'flitterwochen' },
  culture: { en: 'culture-trips', es: 'viajes-culturales', fr: 'voyages-culturels', de: 'kulturreisen' },
  safari: { en: 'safaris', es: 'safaris', fr: 'safaris', de: 'safaris' },
};

/** The slug of a themed carousel's landing page (no leading slash). */
export function themeSlug(category: Category, market: Market): string {
  // storefront.md §2: family-tours slug is 'vacaciones-en-familia' in ES, 'familia' in MX, else 'family-tours'.
  if (category === 'family')
    return market === 'es' ? 'vacaciones-en-familia' : market === 'mx' ? 'familia' : 'family-tours';
  return THEME_SLUGS[category][MARKET_INFO[market].urlLang];
}

const HERO_SLUGS: readonly BySlugLang[] = [
  { en: 'seasonal-offers', es: 'ofertas-de-temporada', fr: 'offres-de-saison', de: 'saisonangebote' },
  {
    en: 'extraordinary-trips',
    es: 'viajes-extraordinarios',
    fr: 'voyages-extraordinaires',
    de: 'aussergewoehnliche-reisen',
  },
  {
    en: 'travel-now-pay-later',
    es: 'viaja-ahora-paga-despues',
    fr: 'partez-payez-plus-tard',
    de: 'jetzt-reisen-spaeter-zahlen',
  },
  { en: 'premium-collection', es: 'coleccion-premium', fr: 'collection-premium', de: 'premium-kollektion' },
];

export function heroSlug(index: number, market: Market): string {
  return HERO_SLUGS[index]?.[MARKET_INFO[market].urlLang] ?? 'offers';
}

const DEALS: BySlugLang = { en: 'deals', es: 'ofertas', fr: 'offres', de: 'angebote' };
const DESTINATIONS: BySlugLang = { en: 'destinations', es: 'destinos', fr: 'destinations', de: 'reiseziele' };
const FLASH: BySlugLang = { en: 'flash-sale', es: 'oferta-flash', fr: 'vente-flash', de: 'flash-sale' };
const LAST_MINUTE: BySlugLang = {
  en: 'last-minute',
  es: 'ultima-hora',
  fr: 'derniere-minute',
  de: 'last-minute',
};
const EARLY: BySlugLang = {
  en: 'early-booking',
  es: 'reserva-anticipada',
  fr: 'reservation-anticipee',
  de: 'fruehbucher',
};

const PAGES = {
  deals: DEALS,
  destinations: DESTINATIONS,
  flash: FLASH,
  lastMinute: LAST_MINUTE,
  early: EARLY,
};

export function pagePath(page: keyof typeof PAGES, market: Market): string {
  return `/${market}/${PAGES[page][MARKET_INFO[market].urlLang]}`;
}

export const ADVISORS_URL = 'https://advisors.waypoint.test';
export const SITE_ORIGIN = 'https://www.waypoint.test';
