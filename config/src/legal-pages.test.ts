import { MARKETS } from '@waypoint/schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLegalPage, parsePrivacyPath, SITE_PAGE_SLUGS, sitePageOfSlug, termsYear } from './legal-pages.ts';
import { externalLinks, privacyPolicyPath } from './links.ts';

// storefront.md §2 "Per-market legal and help paths", as the spec lists them.
const CASES: [string, string | null][] = [
  ['terms-and-conditions', 'terms'],
  ['terminos-y-condiciones', 'terms'],
  ['termes-et-conditions', 'terms'],
  ['geschaftsbedingungen', 'terms'],
  ['cookies-policy', 'cookies'],
  ['politica-de-cookies', 'cookies'],
  ['politique-des-cookies', 'cookies'],
  ['cookie-richtlinien', 'cookies'],
  ['cookies-politique', 'cookies'],
  ['cookies-richtlinie', 'cookies'],
  ['privacy-policy', 'privacy'],
  ['politica-de-privacidad', 'privacy'],
  ['politique-de-confidentialite', 'privacy'],
  ['datenschutzrichtlinie', 'privacy'],
  ['privacy-richtlinie', 'privacy'],
  ['impressum', 'impressum'],
  ['promotional-terms', 'promotionalTerms'],
  ['terminos-promociones', 'promotionalTerms'],
  ['conditions-promotion', 'promotionalTerms'],
  ['aktionsbedingungen', 'promotionalTerms'],
  ['help', 'help'],
  ['ayuda', 'help'],
  ['aide', 'help'],
  ['hilfe', 'help'],
  ['about-us', 'about'],
  ['acerca-de', 'about'],
  ['a-propos-de', 'about'],
  ['bezuglich', 'about'],
  ['contact', 'contact'],
  ['contacto', 'contact'],
  ['kontakt', 'contact'],
  // Not legal or help pages: a theme, an upper-case or slashed slug, a prefix of a real one.
  ['adventure-trips', null],
  ['Terms-And-Conditions', null],
  ['/terms-and-conditions', null],
  ['terms', null],
  ['', null],
];

describe('sitePageOfSlug', () => {
  it.each(CASES)('"%s" is %s', (slug, page) => {
    expect(sitePageOfSlug(slug)).toBe(page);
  });

  it('knows only the legal groups as legal pages', () => {
    expect(['terms', 'cookies', 'privacy', 'impressum'].every((p) => isLegalPage(p as never))).toBe(true);
    expect(['help', 'about', 'contact', 'promotionalTerms'].some((p) => isLegalPage(p as never))).toBe(false);
  });

  it('holds the four terms slugs, six cookie slugs, five privacy slugs and impressum', () => {
    expect(SITE_PAGE_SLUGS.terms).toHaveLength(4);
    expect(SITE_PAGE_SLUGS.cookies).toHaveLength(6);
    expect(SITE_PAGE_SLUGS.privacy).toHaveLength(5);
    expect(SITE_PAGE_SLUGS.impressum).toEqual(['impressum']);
    expect(SITE_PAGE_SLUGS.contact).toEqual(['contact', 'contacto', 'kontakt']);
  });

  it('names a page for every legal and help link of every market', () => {
    for (const market of MARKETS) {
      for (const [key, path] of Object.entries(externalLinks(market))) {
        expect(sitePageOfSlug(path.split('/').pop())).toBe(key);
      }
    }
  });

  it('never throws, whatever it is given', () => {
    fc.assert(fc.property(fc.anything(), (slug) => void sitePageOfSlug(slug)));
  });
});

describe('termsYear', () => {
  it('is 2022 only for the terms with year=2022', () => {
    expect(termsYear('terms', '2022')).toBe(2022);
    expect(termsYear('terms', '2023')).toBeNull();
    expect(termsYear('terms', undefined)).toBeNull();
    expect(termsYear('cookies', '2022')).toBeNull();
    expect(termsYear(null, '2022')).toBeNull();
  });
});

describe('parsePrivacyPath', () => {
  it('reads the privacy path the footer links to in every market and language', () => {
    for (const market of MARKETS) {
      for (const lang of ['en', 'es', 'fr', 'de']) {
        const path = privacyPolicyPath(lang, market);
        const parsed = parsePrivacyPath(path.split('/').filter(Boolean));
        expect(parsed).toEqual({ language: lang, market, slug: path.split('/')[3] });
      }
    }
  });

  it('is null for another slug, language or market', () => {
    expect(parsePrivacyPath(['en', 'us', 'terms-and-conditions'])).toBeNull();
    expect(parsePrivacyPath(['it', 'us', 'privacy-policy'])).toBeNull();
    expect(parsePrivacyPath(['en', 'xx', 'privacy-policy'])).toBeNull();
    expect(parsePrivacyPath(['en', 'us'])).toBeNull();
    expect(parsePrivacyPath(['en', 'us', 'privacy-policy', 'x'])).toBeNull();
  });
});
