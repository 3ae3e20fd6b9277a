import {
  UpstreamCheckoutStatic,
  type UpstreamPaymentMethod,
  type UpstreamPaymentPlan,
  UpstreamPaymentState,
} from '@waypoint/schemas';
import { describe, expect, it } from 'vitest';
import type { RequestContext } from '../compose/types.ts';
import type { CheckoutApi } from '../sources/checkout-api.ts';
import type { DataSources } from '../sources/data-sources.ts';
import { paymentPlans } from './payment-plans.ts';
import { buildCtx, useKit } from './test-kit.ts';

const kit = useKit();

/** The order attempt's token (the sandbox knows no attempt of it: unstubbed reads answer null). */
const TOKEN = 'oa_8fK2mQ7xLr4Tz9Wb';

const CARD: UpstreamPaymentMethod = {
  id: 1,
  name: 'Credit or debit card',
  provider: 'cardpay',
  kind: 'card',
  fee: { percentage: 0, description: '' },
};

const plan = (isSelected: boolean, ...percentages: number[]): UpstreamPaymentPlan => ({
  isSelected,
  payments: percentages.map((percentage) => ({ percentage })),
});

/** Pay in full; 25% to book and 75% before travel (chosen); three payments (buying-flow.md §9). */
const THREE_PLANS = [plan(false, 1), plan(true, 0.25, 0.75), plan(false, 0.34, 0.33, 0.33)];

/** A $4,200.00 trip with the plain card, on the 25/75 plan, parsed with the upstream schema. */
function paymentState(plans: UpstreamPaymentPlan[] = THREE_PLANS): UpstreamPaymentState {
  return UpstreamPaymentState.parse({
    revision: 11,
    currency: 'USD',
    methods: [CARD],
    paymentMethodId: 1,
    paymentFee: null,
    plans,
    consent: { accepted: false, termsVersion: null },
    amounts: { total: 4200, dueNow: 1050, later: 3150 },
    booking: null,
  });
}

function attempt(plans: UpstreamPaymentPlan[] = THREE_PLANS): UpstreamCheckoutStatic {
  return UpstreamCheckoutStatic.parse({
    token: TOKEN,
    revision: 11,
    step: 'payment',
    progressStep: 'payment',
    expired: false,
    productId: 12,
    productUrl: '/us/africa/kenya/12-safari-and-wildlife-nairobi-naivasha-and-mombasa',
    categoryId: 120,
    offerId: 'off-12-120-2027-03-11',
    departureCity: 'New York',
    departureDate: '2027-03-11',
    currency: 'USD',
    isLandOnly: false,
    priceHoldingEnable: false,
    isSimplifiedSummaryFlightStep: false,
    isFlightFilterNoFlightPreSelectionVersion: false,
    isFlightRecommendedTabVersion: false,
    bnplPromoMessageVersion: false,
    enabledExtraServices: { isFlightSelectorEnabled: true },
    availablePaymentPlans: { availablePaymentPlansCount: plans.length, paymentPlans: plans },
    checkout: { expirationDate: '2026-03-01T11:00:00.000Z', showHelpDropdown: false },
    campaignBanner: null,
    externalAgent: null,
    guestCheckout: true,
  });
}

/** A read that answers for TOKEN only, as the seller's API would. */
const forToken =
  <T>(value: T) =>
  async (token: string): Promise<T | null> =>
    token === TOKEN ? value : null;

/** The sandbox's order-attempt API with some reads answered from fixtures; the others still ask it. */
const withCheckout =
  (reads: Partial<CheckoutApi>) =>
  (real: DataSources): Partial<DataSources> => ({
    checkout: new Proxy(real.checkout, {
      get(target, key) {
        if (Object.hasOwn(reads, key)) return reads[key as keyof CheckoutApi];
        const value: unknown = Reflect.get(target, key);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    }),
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
