import type { UpstreamCheckoutStatic, UpstreamPaymentPlan, UpstreamPaymentState } from '@waypoint/schemas';
import { describe, expect, it } from 'vitest';
import { buildCtx, useKit } from '../../test/block-kit.ts';
import {
  attempt as baseAttempt,
  paymentState as basePaymentState,
  CARD,
  forToken,
  TOKEN,
  withCheckout,
} from '../../test/payment-fixtures.ts';
import type { RequestContext } from '../compose/types.ts';
import { paymentPlans } from './payment-plans.ts';

const kit = useKit();

const plan = (isSelected: boolean, ...percentages: number[]): UpstreamPaymentPlan => ({
  isSelected,
  payments: percentages.map((percentage) => ({ percentage })),
});

/** Pay in full; 25% to book and 75% before travel (chosen); three payments (buying-flow.md §9). */
const THREE_PLANS = [plan(false, 1), plan(true, 0.25, 0.75), plan(false, 0.34, 0.33, 0.33)];

/** A $4,200.00 trip with the plain card, on the 25/75 plan. */
const paymentState = (plans: UpstreamPaymentPlan[] = THREE_PLANS): UpstreamPaymentState =>
  basePaymentState({
    revision: 11,
    methods: [CARD],
    plans,
    amounts: { total: 4200, dueNow: 1050, later: 3150 },
  });

const attempt = (plans: UpstreamPaymentPlan[] = THREE_PLANS): UpstreamCheckoutStatic =>
  baseAttempt({
    revision: 11,
    availablePaymentPlans: { availablePaymentPlansCount: plans.length, paymentPlans: plans },
  });

const withPlans = (plans: UpstreamPaymentPlan[] = THREE_PLANS) =>
  withCheckout({ payment: forToken(paymentState(plans)), static: forToken(attempt(plans)) });

const atPayment = { token: TOKEN, step: 'payment', version: 'v2' };

const inPaymentPlanV2 = (variant: 'v1' | 'v2'): RequestContext => ({
  ...buildCtx(),
  experiments: { ABPaymentPlan: variant },
});

describe('PaymentPlans', () => {
  it('offers each plan with its labels, its code and the one marked isSelected chosen', async () => {
    const { props } = await kit.run(paymentPlans, { params: atPayment, sources: withPlans() });
    expect(props).toHaveLength(1);
    const block = props[0]!;
    expect(block.title).toBe('How would you like to pay?');
    // buying-flow.md §9 "Payment plan labels", §5 "Payment plan code", §4 "the one marked isSelected".
    expect(
      block.plans.map(({ index, label, detail, code, selected }) => ({
        index,
        label,
        detail,
        code,
        selected,
      })),
    ).toEqual([
      { index: 0, label: '100% today', detail: "Pay once and you're done", code: '100', selected: false },
      {
        index: 1,
        label: '25% today',
        detail: 'Pay in 2 · 25% to book, 75% before travel',
        code: '25_75',
        selected: true,
      },
      {
        index: 2,
        label: '34% today',
        detail: '3 payments · Pay in 3 equal parts, no interest or fees.',
        code: '34_33_33',
        selected: false,
      },
    ]);
  });

  it('chooses a plan by its index, with the attempt revision', async () => {
    const { props } = await kit.run(paymentPlans, { params: atPayment, sources: withPlans() });
    expect(props[0]!.plans.map((p) => p.choose)).toEqual(
      [0, 1, 2].map((planIndex) => ({
        kind: 'submit',
        action: 'choosePaymentPlan',
        input: { planIndex, revision: 11 },
      })),
    );
  });

  it('has no plan chosen when none is marked isSelected (§4)', async () => {
    const plans = [plan(false, 1), plan(false, 0.25, 0.75)];
    const { props } = await kit.run(paymentPlans, { params: atPayment, sources: withPlans(plans) });
    expect(props[0]!.plans.map((p) => p.selected)).toEqual([false, false]);
  });

  it('lists what each payment charges only under ABPaymentPlan v2', async () => {
    const v2 = await kit.run(paymentPlans, {
      ctx: inPaymentPlanV2('v2'),
      params: atPayment,
      sources: withPlans(),
    });
    expect(v2.props[0]!.plans.map((p) => p.payments)).toEqual([
      ['$4,200.00'],
      ['$1,050.00', '$3,150.00'],
      ['$1,428.00', '$1,386.00', '$1,386.00'],
    ]);
    for (const ctx of [inPaymentPlanV2('v1'), buildCtx()]) {
      const { props } = await kit.run(paymentPlans, { ctx, params: atPayment, sources: withPlans() });
      expect(props[0]!.plans.map((p) => p.payments)).toEqual([[], [], []]);
    }
  });

  it('is hidden with one plan or none (§6 "Payment plan: more than one plan is available")', async () => {
    const one = await kit.run(paymentPlans, { params: atPayment, sources: withPlans([plan(true, 1)]) });
    expect(one.result).toBeNull();
    const none = await kit.run(paymentPlans, { params: atPayment, sources: withPlans([]) });
    expect(none.result).toBeNull();
  });

  it.each(['passengers', 'personalization', 'flight'])('is hidden on the %s step', async (step) => {
    const { result } = await kit.run(paymentPlans, { params: { ...atPayment, step }, sources: withPlans() });
    expect(result).toBeNull();
  });

  it('is hidden when the payment state cannot be read', async () => {
    const { result } = await kit.run(paymentPlans, {
      params: atPayment,
      sources: withCheckout({ payment: forToken(null), static: forToken(attempt()) }),
    });
    expect(result).toBeNull();
  });

  it('fails, to be hidden by the page, for an attempt that is gone or off the checkout', async () => {
    await expect(kit.run(paymentPlans, { params: atPayment })).rejects.toThrow(/is gone/);
    await expect(
      kit.run(paymentPlans, { params: { token: TOKEN, confirmation: true }, sources: withPlans() }),
    ).rejects.toThrow(/placed on another page/);
  });
});
