import { MARKETS } from '@waypoint/schemas';
import { describe, expect, it } from 'vitest';
import { advisorTokenAndReseller, LAST_MINUTE_THEME_AFFILIATE, resellerTheme } from './advisor-reseller.ts';
import { AFFILIATE_IDS } from './affiliates.ts';
import golden from './golden/advisor-reseller.json' with { type: 'json' };

describe('advisorTokenAndReseller', () => {
  it.each(golden.cases)('$name', ({ input, advisorToken, reseller, cookies }) => {
    const result = advisorTokenAndReseller(input);
    expect(result.advisorToken).toBe(advisorToken);
    expect(result.reseller).toBe(reseller);
    expect(result.cookies).toEqual(cookies);
  });

  it('never has both a token and a reseller in force', () => {
    const values = [null, '', 'a', 'b'];
    for (const queryAdvisorToken of values)
      for (const queryReseller of values)
        for (const cookieAdvisorToken of values)
          for (const cookieReseller of values) {
            const r = advisorTokenAndReseller({
              queryAdvisorToken,
              queryReseller,
              cookieAdvisorToken,
              cookieReseller,
            });
            expect(r.advisorToken !== null && r.reseller !== null).toBe(false);
          }
  });
});

describe('resellerTheme', () => {
  it.each(['de', 'es', 'fr', 'uk'] as const)('switches last_minute in %s to the partner theme', (market) => {
    const theme = resellerTheme('last_minute', market);
    expect(theme?.themeAffiliateId).toBe(LAST_MINUTE_THEME_AFFILIATE);
    expect(theme?.supportPhone).toMatch(/^\+\d[\d ]+$/);
  });

  it('gives each market its own support phone', () => {
    const phones = (['de', 'es', 'fr', 'uk'] as const).map(
      (m) => resellerTheme('last_minute', m)?.supportPhone,
    );
    expect(new Set(phones).size).toBe(4);
  });

  it.each(MARKETS.filter((m) => !['de', 'es', 'fr', 'uk'].includes(m)))('does nothing in %s', (market) => {
    expect(resellerTheme('last_minute', market)).toBeNull();
  });

  it('ignores other resellers and absent values', () => {
    expect(resellerTheme('acme', 'de')).toBeNull();
    expect(resellerTheme(null, 'de')).toBeNull();
    expect(resellerTheme(' LAST_MINUTE ', 'de')).not.toBeNull();
  });

  it('themes with an affiliate of the enumeration', () => {
    expect(AFFILIATE_IDS).toContain(LAST_MINUTE_THEME_AFFILIATE);
  });
});
