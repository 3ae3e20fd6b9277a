import { describe, expect, it } from 'vitest';
import { buildCtx, useKit, WARN } from '../../test/block-kit.ts';
import { onStep, summary } from '../../test/checkout-fixtures.ts';
import { attempt, forToken, withCheckout } from '../../test/payment-fixtures.ts';
import type { RequestContext } from '../compose/types.ts';
import { checkoutSummary } from './checkout-summary.ts';

const kit = useKit();

type Patch = Parameters<typeof attempt>[0];
const withSummary = (answer = summary(), patch: Patch = {}) =>
  withCheckout({
    static: forToken(attempt({ revision: 9, ...patch })),
    summary: forToken(answer),
    activities: forToken(null),
    insurances: forToken(null),
  });

const inExperiments = (experiments: RequestContext['experiments']): RequestContext => ({
  ...buildCtx(),
  experiments,
});

describe('CheckoutSummary (buying-flow.md §3 "Checkout summary", §4, §5 "Prices")', () => {
  it('prices every line by the spec, the total being their sum, with the price per paying traveller', async () => {
    const { props, logs } = await kit.run(checkoutSummary, {
      params: onStep('personalization'),
      sources: withSummary(),
    });
    const block = props[0]!;
    expect(block.lines.map(({ kind, price, details }) => ({ kind, price, details }))).toEqual([
      { kind: 'campaign', price: '$3,900.00', details: null },
      // §5: (adults + children) × the unit price, `N * <unit price>`.
      { kind: 'options', price: '$150.00', details: '3 * $50.00' },
      { kind: 'fees', price: '$150.00', details: null },
    ]);
    expect(block).toMatchObject({ total: '$4,200.00', totalAmount: 4200 });
    expect(block.perPerson).toContain('$1,400.00');
    expect(logs.filter((l) => l.level === WARN)).toEqual([]);
  });

  it('shows the total of its lines and logs a warning when the upstream total disagrees', async () => {
    const answer = summary({
      price: { total: 4000, totalWithoutDiscounts: 4000, base: 3900, flightPrice: 1200 },
    });
    const { props, logs } = await kit.run(checkoutSummary, {
      params: onStep('personalization'),
      sources: withSummary(answer),
    });
    expect(props[0]!.totalAmount).toBe(4200);
    expect(
      logs.some((l) => l.level === WARN && l.msg === 'the breakdown and the upstream total disagree'),
    ).toBe(true);
  });

  it('names the trip, its category, dates, departure and travellers', async () => {
    const { props } = await kit.run(checkoutSummary, {
      params: onStep('personalization'),
      sources: withSummary(),
    });
    expect(props[0]!.trip).toMatchObject({
      name: summary().product.title,
      category: 'Standard',
      departure: 'New York',
      travellers: '2 adults, 1 child',
    });
    expect(props[0]!.includes).toEqual(['Flights', 'Hotels', 'Transfers']);
  });

  describe('the next step', () => {
    it('moves on to the next step with the attempt revision', async () => {
      const { props } = await kit.run(checkoutSummary, {
        params: onStep('personalization'),
        sources: withSummary(),
      });
      expect(props[0]!.next?.action).toEqual({
        kind: 'submit',
        action: 'continueCheckout',
        input: { step: 'flight', revision: 9 },
      });
      expect(props[0]!.note).toBeNull();
    });

    it('is left to the form on the passengers step, absent on the payment step and for an expired attempt', async () => {
      const passengers = await kit.run(checkoutSummary, {
        params: onStep('passengers'),
        sources: withSummary(),
      });
      expect(passengers.props[0]!.next).toBeNull();
      const payment = await kit.run(checkoutSummary, { params: onStep('payment'), sources: withSummary() });
      expect(payment.props[0]!.next).toBeNull();
      expect(payment.props[0]!.note).toEqual(expect.any(String));
      const expired = await kit.run(checkoutSummary, {
        params: onStep('personalization'),
        sources: withSummary(summary(), { expired: true }),
      });
      expect(expired.props[0]!.next).toBeNull();
    });
  });

  it('lets lines be removed before the payment step only', async () => {
    const editable = await kit.run(checkoutSummary, {
      params: onStep('personalization'),
      sources: withSummary(),
    });
    expect(editable.props[0]!.lines[1]!.remove?.action).toEqual({
      kind: 'submit',
      action: 'toggleActivity',
      input: { activityId: 'act-balloon', added: false, revision: 7 },
    });
    const payment = await kit.run(checkoutSummary, { params: onStep('payment'), sources: withSummary() });
    expect(payment.props[0]!.lines.map((l) => l.remove)).toEqual([null, null, null]);
  });

  it('is simplified under ABSimplifiedSummary, and on the flight step under ABSimplifiedSummaryFlightStep', async () => {
    const plain = await kit.run(checkoutSummary, { params: onStep('flight'), sources: withSummary() });
    expect(plain.props[0]!.simplified).toBe(false);
    const all = await kit.run(checkoutSummary, {
      ctx: inExperiments({ ABSimplifiedSummary: 'v2' }),
      params: onStep('personalization'),
      sources: withSummary(),
    });
    expect(all.props[0]!.simplified).toBe(true);
    for (const [step, simplified] of [
      ['flight', true],
      ['personalization', false],
    ] as const) {
      const { props } = await kit.run(checkoutSummary, {
        ctx: inExperiments({ ABSimplifiedSummaryFlightStep: 'v2' }),
        params: onStep(step),
        sources: withSummary(),
      });
      expect(props[0]!.simplified, step).toBe(simplified);
    }
  });

  it('is hidden when the summary cannot be read', async () => {
    const { result } = await kit.run(checkoutSummary, {
      params: onStep('personalization'),
      sources: withCheckout({ static: forToken(attempt()), summary: forToken(null) }),
    });
    expect(result).toBeNull();
  });
});
