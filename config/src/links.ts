/** Per-market legal, help and page paths (storefront.md §2 "Per-market legal and help paths", "Page routes"). */
import type { Market } from '@waypoint/schemas';
import { languageCode, marketMainLocale } from './locales.ts';
import { toMarket } from './markets.ts';

type Language = 'en' | 'es' | 'fr' | 'de';

/** The language of a market's main locale; AU, UK, US and CA use the English slugs. */
const marketLanguage = (market: Market): Language => {
  const code = languageCode(marketMainLocale(toMarket(market)));
  return code === 'es' || code === 'fr' || code === 'de' ? code : 'en';
};

type LinkKey = 'help' | 'about' | 'contact' | 'terms' | 'promotionalTerms' | 'cookies' | 'privacy';
export type ExternalLinks = Record<LinkKey, string>;

export const LINK_SLUGS: Record<Language, ExternalLinks> = {
  en: {
    help: 'help',
    about: 'about-us',
    contact: 'contact',
    terms: 'terms-and-conditions',
    promotionalTerms: 'promotional-terms',
    cookies: 'cookies-policy',
    privacy: 'privacy-policy',
  },
  es: {
    help: 'ayuda',
    about: 'acerca-de',
    contact: 'contacto',
    terms: 'terminos-y-condiciones',
    promotionalTerms: 'terminos-promociones',
    cookies: 'politica-de-cookies',
    privacy: 'politica-de-privacidad',
  },
  fr: {
    help: 'aide',
    about: 'a-propos-de',
    contact: 'contact',
    terms: 'termes-et-conditions',
    promotionalTerms: 'conditions-promotion',
    cookies: 'politique-des-cookies',
    privacy: 'politique-de-confidentialite',
  },
  de: {
    help: 'hilfe',
    about: 'bezuglich',
    contact: 'kontakt',
    terms: 'geschaftsbedingungen',
    promotionalTerms: 'aktionsbedingungen',
    cookies: 'cookie-richtlinien',
    privacy: 'datenschutzrichtlinie',
  },
};

/** storefront.md §2 "External links": paths on the site's host; MX reads its terms from the ES pages. */
export function externalLinks(market: Market): ExternalLinks {
  const m = toMarket(market);
  const slugs = LINK_SLUGS[marketLanguage(m)];
  const links = Object.fromEntries(
    Object.entries(slugs).map(([key, slug]) => [key, `/${m}/${slug}`]),
  ) as ExternalLinks;
  if (m === 'mx') {
    links.terms = '/es/terminos-y-condiciones';
    links.promotionalTerms = '/es/terminos-promociones';
  }
  return links;
}

/** storefront.md §2: /{lang}/{market}/ and the market's privacy slug (`lang` defaults to the market's language). */
export function privacyPolicyPath(lang: string | null | undefined, market: Market): string {
  const m = toMarket(market);
  const l = typeof lang === 'string' && /^[a-z]{2}$/i.test(lang) ? lang.toLowerCase() : marketLanguage(m);
  return `/${l}/${m}/${LINK_SLUGS[marketLanguage(m)].privacy}`;
}

// storefront.md §2 "Family-tours slug"
export const FAMILY_TOURS_SLUG: Record<Market, string> = {
  es: 'vacaciones-en-familia',
  mx: 'familia',
  us: 'family-tours',
  ca: 'family-tours',
  uk: 'family-tours',
  au: 'family-tours',
  co: 'family-tours',
  fr: 'family-tours',
  de: 'family-tours',
};
export const familyToursSlug = (market: Market): string => FAMILY_TOURS_SLUG[toMarket(market)];

export const homePath = (market: Market): string => `/${toMarket(market)}`;
export const bestPriceGuaranteePath = (market: Market): string => `/${toMarket(market)}/bestpriceguarantee`;
export const referralPath = (market: Market): string => `/${toMarket(market)}/referral`;

export const SERVER_ERROR_PATH = '/us/500';

export type LegalPageKind = 'terms' | 'cookies' | 'privacy' | 'impressum';

const slugsOf = (key: LinkKey): string[] => Object.values(LINK_SLUGS).map((s) => s[key]);
// storefront.md §2 "Legal pages are recognised by slug groups"
export const LEGAL_SLUGS: Record<LegalPageKind, readonly string[]> = {
  terms: slugsOf('terms'),
  cookies: [...slugsOf('cookies'), 'cookies-politique', 'cookies-richtlinie'],
  privacy: [...slugsOf('privacy'), 'privacy-richtlinie'],
  impressum: ['impressum'],
};
export const TERMS_YEAR_VARIANT = 'year=2022';

/**
 * The legal page a slug shows, or null. Leading and trailing slashes and case are ignored; a query string is
 * accepted only as the terms' `year=2022` variant.
 */
export function legalPageKind(slug: string): LegalPageKind | null {
  if (typeof slug !== 'string') return null;
  const [path = '', query] = slug.trim().toLowerCase().split('?', 2);
  const base = path.replace(/^\/+|\/+$/g, '');
  for (const kind of Object.keys(LEGAL_SLUGS) as LegalPageKind[]) {
    if (!LEGAL_SLUGS[kind].includes(base)) continue;
    if (query === undefined || (kind === 'terms' && query === TERMS_YEAR_VARIANT)) return kind;
    return null;
  }
  return null;
}
