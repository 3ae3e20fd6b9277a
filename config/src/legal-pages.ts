/**
 * Which legal or help page a one-segment slug names, and the privacy policy's `/{lang}/{market}/` path
 * (storefront.md §2 "Per-market legal and help paths"). The slug groups themselves are `LEGAL_SLUGS`
 * (links.ts); this adds the pages the footer and the help centre link to besides them (promotional terms,
 * help, about, contact) in each locale's words, the terms' `year=2022` variant, and the privacy path.
 */
import type { Market } from '@waypoint/schemas';
import { LEGAL_SLUGS, type LegalPageKind, LINK_SLUGS, TERMS_YEAR_VARIANT } from './links.ts';
import { isMarket } from './markets.ts';

/** A page of the site's legal and help set. */
export type SitePage = LegalPageKind | 'promotionalTerms' | 'help' | 'about' | 'contact';

const OTHER_PAGES = ['promotionalTerms', 'help', 'about', 'contact'] as const;

/** Every slug of a page, in every language (the legal groups with their extra slugs). */
export const SITE_PAGE_SLUGS: Readonly<Record<SitePage, readonly string[]>> = {
  ...LEGAL_SLUGS,
  ...Object.fromEntries(
    OTHER_PAGES.map((page) => [page, [...new Set(Object.values(LINK_SLUGS).map((slugs) => slugs[page]))]]),
  ),
} as Record<SitePage, readonly string[]>;

const BY_SLUG = new Map<string, SitePage>(
  (Object.entries(SITE_PAGE_SLUGS) as [SitePage, readonly string[]][]).flatMap(([page, slugs]) =>
    slugs.map((slug) => [slug, page] as const),
  ),
);

export const isLegalPage = (page: SitePage): page is LegalPageKind => page in LEGAL_SLUGS;

/** The legal or help page a slug names (exact, lower-case, no slashes), else null. Never throws. */
export function sitePageOfSlug(slug: unknown): SitePage | null {
  return typeof slug === 'string' ? (BY_SLUG.get(slug) ?? null) : null;
}

/**
 * storefront.md §2 "terms: the 4 terms slugs, with a 'year=2022' variant": the terms' version a query asks
 * for. Only the terms have one; any other value of `year` is the current terms.
 */
export function termsYear(page: SitePage | null, year: string | undefined): 2022 | null {
  return page === 'terms' && `year=${year}` === TERMS_YEAR_VARIANT ? 2022 : null;
}

const LANGUAGES = Object.keys(LINK_SLUGS);

/**
 * storefront.md §2 "Privacy policy path: /{lang}/{market}/ followed by" the privacy slug: the parts of such
 * a path, or null when it is not one (an unknown language or market, or another page's slug).
 */
export function parsePrivacyPath(
  segments: readonly string[],
): { language: string; market: Market; slug: string } | null {
  if (segments.length !== 3) return null;
  const [language = '', market = '', slug = ''] = segments;
  if (!LANGUAGES.includes(language) || !isMarket(market)) return null;
  return sitePageOfSlug(slug) === 'privacy' ? { language, market, slug } : null;
}
