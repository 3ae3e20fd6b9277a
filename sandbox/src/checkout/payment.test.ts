/**
 * The payment step's rules as data (payment-golden.json): plan codes (buying-flow.md §5), a plan's shares
 * of a total in cents, and the methods of each market in the order the composer preselects from (§4).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAYMENT_COPY } from '../copy/index.ts';
import { MARKETS } from '../markets.ts';
import { methodDefsOf, methodOf } from './payment.ts';
import golden from './payment-golden.json' with { type: 'json' };
import { PLANS, planCode, sharesOf } from './plans.ts';

describe('payment plan code (§5)', () => {
  it.each(golden.planCodes)('$plan is $code', ({ plan, code }) => {
    expect(planCode(plan)).toBe(code);
  });

  it('gives the three plans of the sandbox their codes', () => {
    expect(PLANS.map(planCode)).toEqual(['100', '25_75', '33_33_33']);
    for (const plan of PLANS) expect(plan.reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 12);
  });
});

describe('shares of a total', () => {
  it.each(golden.shares)('$total cents by $plan', ({ total, plan, shares }) => {
    expect(sharesOf(total, plan)).toEqual(shares);
  });

  it('always add up to the total, each within a cent of its fraction', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.constantFrom(...PLANS), (total, plan) => {
        const shares = sharesOf(total, plan);
        expect(shares).toHaveLength(plan.length);
        expect(shares.reduce((sum, cents) => sum + cents, 0)).toBe(total);
        shares.forEach((cents, i) => {
          expect(Number.isInteger(cents)).toBe(true);
          expect(Math.abs(cents - total * (plan[i] ?? 0))).toBeLessThanOrEqual(plan.length);
        });
      }),
      { seed: 42, numRuns: 500 },
    );
  });
});

describe('payment methods per market', () => {
  it.each(MARKETS)('%s lists its methods in order', (market) => {
    expect(methodDefsOf(market).map((def) => def.id)).toEqual(golden.methods[market]);
  });

  it('preselects (§4: the first whose id is 1 or 6) the drop-in card in ES and FR, the card elsewhere', () => {
    for (const market of MARKETS) {
      const first = methodDefsOf(market).find((def) => def.id === 1 || def.id === 6)?.id;
      expect(first, market).toBe(market === 'es' || market === 'fr' ? 6 : 1);
    }
  });

  it('names the methods in each language, with a fee line only where there is a fee', () => {
    const us = methodDefsOf('us');
    expect(us.map((def) => methodOf(def, PAYMENT_COPY.en))).toEqual([
      {
        id: 1,
        name: 'Credit or debit card',
        provider: 'cardpay',
        kind: 'card',
        fee: { percentage: 0, description: '' },
      },
      {
        id: 6,
        name: 'Card, secure checkout',
        provider: 'dropin',
        kind: 'card',
        fee: { percentage: 0.015, description: 'Card processing fee' },
      },
      {
        id: 7,
        name: 'Bank transfer (ACH)',
        provider: 'dropin',
        kind: 'ach',
        fee: { percentage: 0, description: '' },
      },
      {
        id: 9,
        name: 'Pay later in 4',
        provider: 'bnpl',
        kind: 'bnpl',
        fee: { percentage: 0.03, description: 'Pay later fee' },
      },
    ]);
    const names = (lang: 'es' | 'fr' | 'de') => us.map((def) => methodOf(def, PAYMENT_COPY[lang]).name);
    expect(names('es')[0]).toBe('Tarjeta de crédito o débito');
    expect(new Set([...names('es'), ...names('fr'), ...names('de')]).size).toBe(12);
  });
});
