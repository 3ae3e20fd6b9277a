import type { UpstreamBaggages } from '@waypoint/schemas';
import { describe, expect, it } from 'vitest';
import { useKit } from '../../test/block-kit.ts';
import { onStep } from '../../test/checkout-fixtures.ts';
import { attempt, forToken, withCheckout } from '../../test/payment-fixtures.ts';
import { baggageAllowance } from './baggage-allowance.ts';

const kit = useKit();

const bags = (
  outbound: string,
  back: string,
  extras: Array<{ name: string; price: number }> = [],
): UpstreamBaggages => ({
  allowance: { outbound, return: back },
  extraServices: {
    baggage: { outbound: { baggage: extras.map((e, i) => ({ id: `bag-${i}`, ...e })) } },
  },
});

const withBags = (answer: UpstreamBaggages | null, isLandOnly = false) =>
  withCheckout({ static: forToken(attempt({ step: 'flight', isLandOnly })), baggages: forToken(answer) });

describe('BaggageAllowance (buying-flow.md §5 "Baggage allowance")', () => {
  it.each([
    ['2PC', '1PC', 2, 1],
    ['23K', '0K', 1, 0],
    ['', 'NONE', 0, 0],
  ])(
    "gives %s and %s as %i and %i pieces ('<n>PC': n; '<n>K': 1 when n > 0; else 0)",
    async (out, back, a, b) => {
      const { props } = await kit.run(baggageAllowance, {
        params: onStep('flight'),
        sources: withBags(bags(out, back)),
      });
      expect(props[0]!.legs.map((l) => l.pieces)).toEqual([a, b]);
    },
  );

  it('lists the bags that can be added, priced, with a note only when there are some', async () => {
    const withExtras = await kit.run(baggageAllowance, {
      params: onStep('flight'),
      sources: withBags(bags('1PC', '1PC', [{ name: 'Extra 23 kg bag', price: 65 }])),
    });
    expect(withExtras.props[0]!.extras).toEqual([{ name: 'Extra 23 kg bag', price: '$65.00' }]);
    expect(withExtras.props[0]!.note).toEqual(expect.any(String));
    const without = await kit.run(baggageAllowance, {
      params: onStep('flight'),
      sources: withBags(bags('1PC', '1PC')),
    });
    expect(without.props[0]).toMatchObject({ extras: [], note: null });
  });

  it('is hidden for a land-only attempt, off the flight step and when the baggage cannot be read', async () => {
    const landOnly = await kit.run(baggageAllowance, {
      params: onStep('flight'),
      sources: withBags(bags('1PC', '1PC'), true),
    });
    expect(landOnly.result).toBeNull();
    const payment = await kit.run(baggageAllowance, {
      params: onStep('payment'),
      sources: withBags(bags('1PC', '1PC')),
    });
    expect(payment.result).toBeNull();
    const unread = await kit.run(baggageAllowance, { params: onStep('flight'), sources: withBags(null) });
    expect(unread.result).toBeNull();
  });
});
