import { LOCALES, type Locale, MARKETS, type Market } from '@waypoint/schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import golden from './golden/locales.json' with { type: 'json' };
import {
  DEFAULT_LOCALE,
  LOCALE_TO_MARKET,
  languageCode,
  localeCookie,
  localeFallbacks,
  MARKET_LOCALE_CODE,
  MARKET_LOCALES,
  marketMainLocale,
  normalizeLocale,
  selectLocale,
  shouldSetLocaleCookie,
  TRANSLATION_DEFAULT_LNG,
  TRANSLATION_NAMESPACE,
  toLocale,
} from './locales.ts';

describe('normalizeLocale', () => {
  it.each(golden.normalize)('$input -> $expected', ({ input, expected }) => {
    expect(normalizeLocale(input)).toBe(expected);
  });

  it('gives xx-XX or null and is idempotent', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.stringMatching(/^[a-zA-Z]{2}[-_][a-zA-Z]{2}$/), fc.anything()),
        (raw) => {
          const result = normalizeLocale(raw);
          if (result === null) return;
          expect(result).toMatch(/^[a-z]{2}-[A-Z]{2}$/);
          expect(normalizeLocale(result)).toBe(result);
        },
      ),
    );
  });

  it('accepts every letter pair with either separator', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-zA-Z]{2}$/),
        fc.constantFrom('-', '_'),
        fc.stringMatching(/^[a-zA-Z]{2}$/),
        (a, sep, b) => {
          expect(normalizeLocale(`${a}${sep}${b}`)).toBe(`${a.toLowerCase()}-${b.toUpperCase()}`);
        },
      ),
    );
  });
});

describe('locale tables', () => {
  it.each(golden.localeToMarket)(
    '$specLocale is $locale in market $market',
    ({ specLocale, locale, market }) => {
      expect(toLocale(specLocale)).toBe(locale);
      expect(LOCALE_TO_MARKET[locale as Locale]).toBe(market);
    },
  );

  it.each(golden.marketLocaleCode)('market $market has locale code $code', ({ market, code }) => {
    expect(MARKET_LOCALE_CODE[market as Market]).toBe(code);
  });

  it.each(golden.marketLocales)('market $market has locales $locales', ({ market, locales }) => {
    expect(MARKET_LOCALES[market as Market]).toEqual(locales);
    expect(marketMainLocale(market as Market)).toBe(locales[0]);
  });

  it('puts every locale in the market it maps to', () => {
    for (const locale of LOCALES) expect(MARKET_LOCALES[LOCALE_TO_MARKET[locale]]).toContain(locale);
    expect(Object.keys(MARKET_LOCALES).sort()).toEqual([...MARKETS].sort());
  });

  it.each(golden.fallbacks)('$locale falls back through $chain', ({ locale, chain }) => {
    expect(localeFallbacks(locale as Locale)).toEqual(chain);
  });

  it('has the i18next defaults', () => {
    expect(DEFAULT_LOCALE).toBe('en-GB');
    expect(TRANSLATION_DEFAULT_LNG).toBe('en');
    expect(TRANSLATION_NAMESPACE).toBe('common');
    expect(localeFallbacks('xx-XX' as Locale)).toEqual(['en-GB', 'en']);
  });

  it('takes the language code from the first two letters', () => {
    expect(languageCode('fr-CA')).toBe('fr');
    expect(languageCode('ES-mx')).toBe('es');
    expect(languageCode('')).toBe('en');
  });
});

describe('selectLocale', () => {
  it.each(golden.selectLocale)('$name', ({ market, query, cookie, locale, source }) => {
    const result = selectLocale({ market: market as Market, queryLocale: query, cookieLocale: cookie });
    expect(result.locale).toBe(locale);
    expect(result.source).toBe(source);
  });

  it('explains a rejected candidate', () => {
    expect(selectLocale({ market: 'de', queryLocale: 'en-GB' }).reason).toMatch(/not valid for de/);
    expect(selectLocale({ market: 'de' }).reason).toBeUndefined();
  });

  it('always returns a locale of the market', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...MARKETS),
        fc.option(fc.oneof(fc.string(), fc.constantFrom(...LOCALES))),
        fc.option(fc.oneof(fc.string(), fc.constantFrom(...LOCALES))),
        (market, queryLocale, cookieLocale) => {
          const { locale } = selectLocale({ market, queryLocale, cookieLocale });
          expect(MARKET_LOCALES[market]).toContain(locale);
        },
      ),
    );
  });
});

describe('shouldSetLocaleCookie', () => {
  it.each([
    { path: '/us', selected: 'en-US', cookie: null, expected: true },
    { path: '/us', selected: 'en-US', cookie: 'en-US', expected: false },
    { path: '/us', selected: 'es-US', cookie: 'en-US', expected: true },
    { path: '/us', selected: 'en-US', cookie: 'en_US', expected: true },
    { path: '/us/404', selected: 'en-US', cookie: null, expected: false },
    { path: '/us/500/', selected: 'en-US', cookie: 'fr-FR', expected: false },
    { path: '/404', selected: 'en-US', cookie: null, expected: false },
    { path: '/us/4040-trip', selected: 'en-US', cookie: null, expected: true },
    { path: '/es/budget/pdf/abcdefghijkl', selected: 'es-ES', cookie: 'en-GB', expected: false },
    { path: '/us/ticket/pdf/abcdefghijklmnop', selected: 'en-US', cookie: null, expected: false },
    { path: '/us/budget/pdf/abcdefghijkl.pdf', selected: 'en-US', cookie: null, expected: false },
  ] as const)(
    '$path with cookie $cookie selecting $selected -> $expected',
    ({ path, selected, cookie, expected }) => {
      expect(shouldSetLocaleCookie({ path, selected, cookieLocale: cookie })).toBe(expected);
    },
  );

  it('sets the locale cookie for 30 days on /', () => {
    expect(localeCookie('fr-CA')).toEqual({
      name: 'locale',
      value: 'fr-CA',
      maxAgeSeconds: 2_592_000,
      path: '/',
    });
  });
});
