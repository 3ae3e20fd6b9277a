import { describe, expect, it } from 'vitest';
import { languageUrl } from './LanguageSelector.tsx';

describe('languageUrl (storefront.md §4: keep the path, set the locale, on the locale domain)', () => {
  const here = { href: 'http://localhost:3000/ca/search-results/search-results?q=peru&locale=en-CA#top' };

  it('keeps this page and its query on this site, with the locale set', () => {
    expect(languageUrl(here, { locale: 'fr-CA', origin: null }).toString()).toBe(
      'http://localhost:3000/ca/search-results/search-results?q=peru&locale=fr-CA',
    );
  });

  it('goes to the same path on the domain configured for the locale', () => {
    expect(languageUrl(here, { locale: 'fr-CA', origin: 'https://fr.waypoint.ca' }).toString()).toBe(
      'https://fr.waypoint.ca/ca/search-results/search-results?q=peru&locale=fr-CA',
    );
  });
});
