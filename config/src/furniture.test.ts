import { describe, expect, it } from 'vitest';
import { type AlternativeDomain, domainOrigin, languageOrigin, localeHomeHref } from './furniture.ts';

const sandbox: AlternativeDomain[] = [
  { market: 'ca', locale: 'en-CA', domain: 'https://www.waypoint.test/ca' },
  { market: 'ca', locale: 'fr-CA', domain: 'https://www.waypoint.test/ca/fr' },
  { market: 'us', locale: 'en-US', domain: 'https://www.waypoint.test/us' },
];
const split: AlternativeDomain[] = [
  { market: 'ca', locale: 'en_CA', domain: 'https://www.waypoint.ca' },
  { market: 'ca', locale: 'fr_CA', domain: 'https://fr.waypoint.ca/' },
];

describe('domainOrigin', () => {
  it('is the origin of an http(s) domain, else null', () => {
    expect(domainOrigin('https://www.waypoint.test/ca/fr')).toBe('https://www.waypoint.test');
    expect(domainOrigin('javascript:alert(1)')).toBeNull();
    expect(domainOrigin('not a url')).toBeNull();
  });
});

describe('languageOrigin (storefront.md §4 Locale and language)', () => {
  it('stays on this site when the locale is configured on the origin of the market main locale', () => {
    expect(
      languageOrigin({ domains: sandbox, market: 'ca', target: { market: 'ca', locale: 'fr-CA' } }),
    ).toBeNull();
  });
  it('goes to another origin configured for the locale (either locale spelling)', () => {
    expect(languageOrigin({ domains: split, market: 'ca', target: { market: 'ca', locale: 'fr-CA' } })).toBe(
      'https://fr.waypoint.ca',
    );
    expect(
      languageOrigin({ domains: split, market: 'ca', target: { market: 'ca', locale: 'en-CA' } }),
    ).toBeNull();
  });
  it('stays on this site when the locale has no configured domain', () => {
    expect(
      languageOrigin({ domains: [], market: 'ca', target: { market: 'ca', locale: 'fr-CA' } }),
    ).toBeNull();
  });
});

describe('localeHomeHref', () => {
  it('names the locale only in a market of several languages', () => {
    expect(localeHomeHref('uk', 'en-GB', null)).toBe('/uk');
    expect(localeHomeHref('ca', 'fr-CA', null)).toBe('/ca?locale=fr-CA');
    expect(localeHomeHref('ca', 'fr-CA', 'https://fr.waypoint.ca')).toBe(
      'https://fr.waypoint.ca/ca?locale=fr-CA',
    );
  });
});
