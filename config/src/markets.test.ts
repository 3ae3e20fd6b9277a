import { MARKETS, type Market } from '@waypoint/schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import golden from './golden/markets.json' with { type: 'json' };
import {
  COUNTRY_NAMES,
  DEFAULT_MARKET,
  isMarket,
  MARKET_LISTS,
  marketFromLang,
  toMarket,
} from './markets.ts';

describe('markets', () => {
  it('defaults to us', () => {
    expect(DEFAULT_MARKET).toBe('us');
    expect(toMarket('zz')).toBe('us');
  });

  it.each(golden.countryNames)('country name of $market is $name', ({ market, name }) => {
    expect(COUNTRY_NAMES[market as Market]).toBe(name);
  });

  it('names every market', () => {
    expect(Object.keys(COUNTRY_NAMES).sort()).toEqual([...MARKETS].sort());
  });

  it.each(golden.marketFromLang)('lang $lang -> $market (valid $valid)', ({ lang, market, valid }) => {
    const result = marketFromLang(lang);
    expect(result.market).toBe(market);
    expect(result.valid).toBe(valid);
    expect(result.reason === undefined).toBe(valid);
  });

  it('recognises only the nine market codes', () => {
    for (const m of MARKETS) expect(isMarket(m)).toBe(true);
    for (const x of ['US', 'gb', '', null, 1, {}, 'toString']) expect(isMarket(x)).toBe(false);
  });

  it('keeps the spec market lists as markets', () => {
    for (const list of Object.values(MARKET_LISTS)) for (const m of list) expect(isMarket(m)).toBe(true);
    expect(MARKET_LISTS.withoutCo).toHaveLength(8);
  });

  it('never throws and returns a market for any lang', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: undefined }), (lang) => {
        const r = marketFromLang(lang);
        expect(isMarket(r.market)).toBe(true);
        if (r.valid && lang) expect(r.market).toBe(lang.toLowerCase());
      }),
    );
  });
});
