import type { Market } from '@waypoint/schemas';
import { MARKETS } from '@waypoint/schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CURRENCY_BY_MARKET,
  currencyForMarket,
  formatPrice,
  parsePrice,
  trackingCurrencyFromSign,
} from './currency.ts';
import golden from './golden/currency.json' with { type: 'json' };

describe('market currencies', () => {
  it.each(golden.markets)(
    '$market uses $isoCode: $positive, $negative',
    ({ market, isoCode, positive, negative, million }) => {
      const currency = currencyForMarket(market as Market);
      expect(currency.isoCode).toBe(isoCode);
      expect(formatPrice(1234.5, currency)).toBe(positive);
      expect(formatPrice(-1234.5, currency)).toBe(negative);
      expect(formatPrice(1234567.891, currency)).toBe(million);
    },
  );

  it('covers every market', () => {
    expect(Object.keys(CURRENCY_BY_MARKET).sort()).toEqual([...MARKETS].sort());
    expect(currencyForMarket('zz' as Market)).toBe(CURRENCY_BY_MARKET.us);
  });
});

describe('formatPrice', () => {
  it.each(golden.format)(
    '$amount in $market (decimals $decimals) -> $expected',
    ({ market, amount, expected, ...rest }) => {
      const options = 'decimals' in rest ? { decimals: rest.decimals as number } : {};
      expect(formatPrice(amount, CURRENCY_BY_MARKET[market as Market], options)).toBe(expected);
    },
  );

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'formats %s as zero',
    (amount) => {
      expect(formatPrice(amount, CURRENCY_BY_MARKET.us)).toBe('$0.00');
      expect(formatPrice(amount, CURRENCY_BY_MARKET.de)).toBe('0,00 €');
    },
  );

  it('formats huge amounts without exponents', () => {
    expect(formatPrice(1e21, CURRENCY_BY_MARKET.us)).toBe('$1,000,000,000,000,000,000,000.00');
    expect(formatPrice(1e-7, CURRENCY_BY_MARKET.us)).toBe('$0.00');
  });

  it('keeps the digits of integer cents (round trip of digits)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), fc.constantFrom(...MARKETS), (cents, market) => {
        const text = formatPrice(cents / 100, CURRENCY_BY_MARKET[market]);
        expect(text.replace(/\D/g, '')).toBe(String(Math.abs(cents)).padStart(3, '0'));
        expect(text.startsWith('-')).toBe(cents < 0);
      }),
    );
  });

  it('parses back to the amount rounded to the decimals', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.constantFrom(...MARKETS),
        fc.integer({ min: 0, max: 4 }),
        (amount, market, decimals) => {
          const currency = CURRENCY_BY_MARKET[market];
          const parsed = parsePrice(formatPrice(amount, currency, { decimals }), currency);
          expect(parsed).not.toBeNull();
          expect(Math.abs((parsed as number) - amount)).toBeLessThanOrEqual(0.5 * 10 ** -decimals + 1e-6);
        },
      ),
    );
  });

  it('groups the integer part by three', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (n) => {
        const [int] = formatPrice(n, CURRENCY_BY_MARKET.us, { decimals: 0 }).slice(1).split('.');
        expect(int).toMatch(/^\d{1,3}(,\d{3})*$/);
      }),
    );
  });

  it('never throws on bad input', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (amount, decimals) => {
        expect(
          typeof formatPrice(amount as number, CURRENCY_BY_MARKET.es, { decimals: decimals as number }),
        ).toBe('string');
      }),
    );
  });
});

describe('trackingCurrencyFromSign', () => {
  it.each(golden.trackingSigns)('"$sign" -> $expected', ({ sign, expected }) => {
    expect(trackingCurrencyFromSign(sign)).toBe(expected);
  });
});
