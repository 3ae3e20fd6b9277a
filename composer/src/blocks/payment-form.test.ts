import {
  type ProviderStatus,
  UpstreamBookingStatus,
  type UpstreamPaymentState,
  UpstreamTermsVersion,
} from '@waypoint/schemas';
import { describe, expect, it } from 'vitest';
import { buildCtx, useKit } from '../../test/block-kit.ts';
import {
  BNPL,
  paymentState as basePaymentState,
  CARD,
  forToken,
  fractional,
  SECURE_CARD,
  TOKEN,
  withCheckout,
} from '../../test/payment-fixtures.ts';
import type { RequestContext } from '../compose/types.ts';
import { paymentForm } from './payment-form.ts';

const kit = useKit();

/** A $4,200.00 trip paid in full with the plain card (no fee, no plan). */
const paymentState = (patch: Partial<UpstreamPaymentState> = {}): UpstreamPaymentState =>
  basePaymentState({ methods: [CARD, SECURE_CARD, BNPL], ...patch });

/** The secure card (1.5%: $63.00) on the 25/75 plan: $1,065.75 now, $3,197.25 before travel. */
const withFeeAndPlan = (): UpstreamPaymentState =>
  paymentState({
    paymentMethodId: 6,
    paymentFee: { percentage: 0.015, price: 63, description: 'Card processing fee' },
    plans: [
      { isSelected: false, payments: [{ percentage: 1 }] },
      { isSelected: true, payments: [{ percentage: 0.25 }, { percentage: 0.75 }] },
    ],
    amounts: { total: 4263, dueNow: 1065.75, later: 3197.25 },
  });

const TERMS = UpstreamTermsVersion.parse({ version: '2026-03', path: '/us/legal/terms-and-conditions' });

/** The attempt's last payment, as the provider left it. */
const lastPayment = (status: ProviderStatus, message: string | null = null): UpstreamBookingStatus =>
  UpstreamBookingStatus.parse({
    status: 'none',
    bookingToken: null,
    payment: { provider: 'cardpay', paymentId: 'pi_3Nq8ZkT2vLw9', status, message },
  });

/** The payment step's reads: the state, the terms in force and (by default) no payment yet. */
const atStep = (state: UpstreamPaymentState = paymentState(), status: UpstreamBookingStatus | null = null) =>
  withCheckout({
    payment: forToken(state),
    termsVersion: forToken(TERMS),
    bookingStatus: forToken(status),
  });

const atPayment = { token: TOKEN, step: 'payment', version: 'v2' };
const partPayment = (method: number) => ({ token: TOKEN, share: 1, method });

const CONSENT = { label: 'I have read and accept the', termsLabel: 'terms and conditions' };
const CARDPAY_NOTE = "You'll type your card details on CardPay's secure page. We never see your card number.";
const MOTO_NOTE =
  "Phone or mail order: key in the customer's card on the provider's page. The card holder is not asked to confirm with their bank.";

describe('PaymentForm', () => {
  describe('on the payment step', () => {
    it('pays the total of a trip without fee or plan, after the consent to the terms in force', async () => {
      const { props } = await kit.run(paymentForm, { params: atPayment, sources: atStep() });
      expect(props).toEqual([
        {
          title: 'Pay and book',
          simplified: false,
          lines: [{ label: 'Total', amount: '$4,200.00', strong: true }],
          consent: {
            ...CONSENT,
            termsHref: '/us/legal/terms-and-conditions',
            version: '2026-03',
            checked: false,
            error: null,
          },
          pay: {
            label: 'Pay $4,200.00',
            action: { kind: 'submit', action: 'pay', input: {} },
            disabled: false,
          },
          providerNote: CARDPAY_NOTE,
          motoNote: null,
          error: null,
        },
      ]);
    });

    it('shows the trip and the fee line apart, then what is due later and now under a plan', async () => {
      const { props } = await kit.run(paymentForm, { params: atPayment, sources: atStep(withFeeAndPlan()) });
      expect(props[0]!.lines).toEqual([
        { label: 'Trip', amount: '$4,200.00', strong: false },
        { label: 'Card processing fee', amount: '$63.00', strong: false },
        { label: 'Total', amount: '$4,263.00', strong: false },
        { label: 'Due before travel', amount: '$3,197.25', strong: false },
        { label: 'To pay now', amount: '$1,065.75', strong: true },
      ]);
      // The pay button charges the first share only, on the drop-in provider's page.
      expect(props[0]!.pay.label).toBe('Pay $1,065.75');
      expect(props[0]!.providerNote).toBe(
        "You'll pay on our payment partner's secure page, by card or bank account. We never see your card or account number.",
      );
    });

    it('shows a plan without a fee line when the chosen method has none', async () => {
      const state = paymentState({
        plans: withFeeAndPlan().plans,
        amounts: { total: 4200, dueNow: 1050, later: 3150 },
      });
      const { props } = await kit.run(paymentForm, { params: atPayment, sources: atStep(state) });
      expect(props[0]!.lines).toEqual([
        { label: 'Total', amount: '$4,200.00', strong: false },
        { label: 'Due before travel', amount: '$3,150.00', strong: false },
        { label: 'To pay now', amount: '$1,050.00', strong: true },
      ]);
    });

    it.each([
      ['accepted with the version in force', { accepted: true, termsVersion: '2026-03' }, true],
      ['accepted with an older version', { accepted: true, termsVersion: '2025-11' }, false],
      ['not accepted', { accepted: false, termsVersion: '2026-03' }, false],
      ['never given', { accepted: false, termsVersion: null }, false],
    ])('checks the consent only when given to the terms in force: %s', async (_, consent, checked) => {
      const { props } = await kit.run(paymentForm, {
        params: atPayment,
        sources: atStep(paymentState({ consent })),
      });
      expect(props[0]!.consent.checked).toBe(checked);
      expect(props[0]!.consent.version).toBe('2026-03');
    });

    it('cannot pay while no method is chosen', async () => {
      for (const paymentMethodId of [0, 42]) {
        const { props } = await kit.run(paymentForm, {
          params: atPayment,
          sources: atStep(paymentState({ paymentMethodId })),
        });
        expect(props[0]!.pay.disabled).toBe(true);
        expect(props[0]!.providerNote).toBeNull();
      }
    });

    it('tells where the pay-later method takes the payment', async () => {
      const state = paymentState({
        paymentMethodId: 9,
        paymentFee: { percentage: 0.03, price: 126, description: 'Pay later fee' },
        amounts: { total: 4326, dueNow: 4326, later: 0 },
      });
      const { props } = await kit.run(paymentForm, { params: atPayment, sources: atStep(state) });
      expect(props[0]!.providerNote).toBe(
        "You'll approve paying later on PayLater's page. It may check your details before approving.",
      );
      expect(props[0]!.lines.map((l) => l.label)).toEqual(['Trip', 'Pay later fee', 'Total']);
    });

    it.each([
      ['declined', 'Your card was declined. No money was taken. You can try another card.'],
      ['insufficient_funds', 'The payment was refused for insufficient funds. No money was taken.'],
      [
        'canceled',
        "The payment wasn't completed: you left the payment page, or your bank didn't confirm it. No money was taken.",
      ],
    ] as const)('says why the last payment was refused: %s', async (status, error) => {
      const { props } = await kit.run(paymentForm, {
        params: atPayment,
        sources: atStep(paymentState(), lastPayment(status, 'Your card was declined.')),
      });
      expect(props[0]!.error).toBe(error);
    });

    it.each(['open', 'requires_action', 'processing', 'succeeded'] as const)(
      'shows no error after a payment that is %s',
      async (status) => {
        const { props } = await kit.run(paymentForm, {
          params: atPayment,
          sources: atStep(paymentState(), lastPayment(status)),
        });
        expect(props[0]!.error).toBeNull();
      },
    );

    it('shows no error before any payment', async () => {
      const status = UpstreamBookingStatus.parse({ status: 'none', bookingToken: null, payment: null });
      const { props } = await kit.run(paymentForm, {
        params: atPayment,
        sources: atStep(paymentState(), status),
      });
      expect(props[0]!.error).toBeNull();
    });

    it.each(['passengers', 'personalization', 'flight'])('is hidden on the %s step', async (step) => {
      const { result } = await kit.run(paymentForm, { params: { ...atPayment, step }, sources: atStep() });
      expect(result).toBeNull();
    });

    it('is hidden without the terms, and for an attempt the seller does not know', async () => {
      const noTerms = await kit.run(paymentForm, {
        params: atPayment,
        sources: withCheckout({ payment: forToken(paymentState()), termsVersion: forToken(null) }),
      });
      expect(noTerms.result).toBeNull();
      const unknown = await kit.run(paymentForm, { params: atPayment });
      expect(unknown.result).toBeNull();
    });
  });

  describe('mail-or-telephone orders (buying-flow.md §7 card provider "is-moto")', () => {
    it.each([
      ['the sales site', { site: 'sales' as const }],
      ['the advisors site', { site: 'advisors' as const }],
      ['an advisor on the main site', { isAdvisor: true }],
    ])('tell %s to key in the card', async (_, ctx) => {
      const { props } = await kit.run(paymentForm, { ctx, params: atPayment, sources: atStep() });
      expect(props[0]!.motoNote).toBe(MOTO_NOTE);
    });

    it.each([
      ['the main site', {}],
      ['a partner site', { site: 'partner' as const }],
      ['a trade partner site', { site: 'tradePartner' as const }],
    ])('are not for %s', async (_, ctx) => {
      const { props } = await kit.run(paymentForm, { ctx, params: atPayment, sources: atStep() });
      expect(props[0]!.motoNote).toBeNull();
    });
  });

  it('has the simplified variant under ABSimplifiedPaymentSection v2 (buying-flow.md §2)', async () => {
    const run = (variant: 'v1' | 'v2') => {
      const ctx: RequestContext = { ...buildCtx(), experiments: { ABSimplifiedPaymentSection: variant } };
      return kit.run(paymentForm, { ctx, params: atPayment, sources: atStep() });
    };
    expect((await run('v2')).props[0]!.simplified).toBe(true);
    expect((await run('v1')).props[0]!.simplified).toBe(false);
    const part: RequestContext = { ...buildCtx(), experiments: { ABSimplifiedPaymentSection: 'v2' } };
    const { props } = await kit.run(paymentForm, {
      ctx: part,
      params: partPayment(1),
      sources: withCheckout({ fractional: forToken(fractional()), termsVersion: forToken(TERMS) }),
    });
    expect(props[0]!.simplified).toBe(true);
  });

  describe('on the part-payment page (buying-flow.md §7 "Fractional (part) payment")', () => {
    it("pays the booking's next share with the method in the address", async () => {
      const { props } = await kit.run(paymentForm, {
        params: partPayment(1),
        sources: withCheckout({ fractional: forToken(fractional()), termsVersion: forToken(TERMS) }),
      });
      expect(props).toEqual([
        {
          title: 'Pay the next instalment',
          simplified: false,
          lines: [
            { label: 'Booking total', amount: '$4,263.00', strong: false },
            { label: 'Paid so far', amount: '$1,065.75', strong: false },
            { label: 'This payment', amount: '$3,197.25', strong: true },
          ],
          consent: {
            ...CONSENT,
            termsHref: '/us/legal/terms-and-conditions',
            version: '2026-03',
            checked: false,
            error: null,
          },
          pay: {
            label: 'Pay $3,197.25',
            action: { kind: 'submit', action: 'payPart', input: { share: 1, paymentMethodId: 1 } },
            disabled: false,
          },
          providerNote: CARDPAY_NOTE,
          motoNote: null,
          error: null,
        },
      ]);
    });

    it('cannot pay without a method of the share in the address', async () => {
      for (const method of [0, 9]) {
        const { props } = await kit.run(paymentForm, {
          params: partPayment(method),
          sources: withCheckout({ fractional: forToken(fractional()), termsVersion: forToken(TERMS) }),
        });
        expect(props[0]!.pay.disabled).toBe(true);
        expect(props[0]!.pay.action.input).toEqual({ share: 1, paymentMethodId: 0 });
        expect(props[0]!.providerNote).toBeNull();
      }
    });

    it("links the market's home for the terms when their version cannot be read", async () => {
      const { props } = await kit.run(paymentForm, {
        params: partPayment(1),
        sources: withCheckout({ fractional: forToken(fractional()) }),
      });
      expect(props[0]!.consent).toMatchObject({ termsHref: '/us', version: '' });
    });

    it('keeps the MOTO note for sales', async () => {
      const { props } = await kit.run(paymentForm, {
        ctx: { site: 'sales' },
        params: partPayment(1),
        sources: withCheckout({ fractional: forToken(fractional()), termsVersion: forToken(TERMS) }),
      });
      expect(props[0]!.motoNote).toBe(MOTO_NOTE);
    });

    it('is hidden once nothing is left to pay, and for an unknown booking', async () => {
      const paid = fractional({ paid: 4263, remaining: 0, next: null, paymentStatus: 'PAGADO' });
      const done = await kit.run(paymentForm, {
        params: { token: TOKEN, share: -1, method: 0 },
        sources: withCheckout({ fractional: forToken(paid), termsVersion: forToken(TERMS) }),
      });
      expect(done.result).toBeNull();
      const unknown = await kit.run(paymentForm, { params: partPayment(1) });
      expect(unknown.result).toBeNull();
    });
  });
});
