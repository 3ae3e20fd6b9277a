import type { UpstreamPaymentState } from '@waypoint/schemas';
import { describe, expect, it } from 'vitest';
import { buildCtx, type CtxOverrides, useKit } from '../../test/block-kit.ts';
import {
  ACH,
  attempt,
  BNPL,
  CARD,
  forToken,
  fractional,
  paymentState,
  SECURE_CARD,
  TOKEN,
  withCheckout,
} from '../../test/payment-fixtures.ts';
import type { RequestContext } from '../compose/types.ts';
import { paymentMethods } from './payment-methods.ts';

const kit = useKit();

/** The same trip with the secure card chosen: its 1.5% fee ($63.00) is in the total. */
const withSecureCard = (): UpstreamPaymentState =>
  paymentState({
    paymentMethodId: 6,
    paymentFee: { percentage: 0.015, price: 63, description: 'Card processing fee' },
    amounts: { total: 4263, dueNow: 4263, later: 0 },
  });

const atPayment = { token: TOKEN, step: 'payment', version: 'v2' };
const partPayment = (method: number) => ({ token: TOKEN, share: 1, method });

const inVariant = (name: string, overrides: CtxOverrides = {}): RequestContext => ({
  ...buildCtx(overrides),
  experiments: { [name]: 'v2' },
});

describe('PaymentMethods', () => {
  describe('on the payment step (buying-flow.md §4 "Payment")', () => {
    it("lists the attempt's methods with the chosen one selected and the fee of each", async () => {
      const { props } = await kit.run(paymentMethods, {
        params: atPayment,
        sources: withCheckout({ payment: forToken(withSecureCard()), static: forToken(attempt()) }),
      });
      expect(props).toHaveLength(1);
      const block = props[0]!;
      expect(block.title).toBe('Payment method');
      expect(block.methods.map((m) => [m.id, m.label, m.kind, m.selected])).toEqual([
        [1, 'Credit or debit card', 'card', false],
        [6, 'Card, secure checkout', 'card', true],
        [7, 'Bank transfer (ACH)', 'ach', false],
        [9, 'Pay later in 4', 'bnpl', false],
      ]);
      // §3 breakdown `paymentFee`: each fee is the method's percentage of the trip without the current fee.
      expect(block.methods.map((m) => m.fee)).toEqual([
        null,
        'Card processing fee (1.5%): $63.00',
        null,
        'Pay later fee (3%): $126.00',
      ]);
      expect(block.prompt).toBeNull();
    });

    it('chooses a method with the attempt revision', async () => {
      const { props } = await kit.run(paymentMethods, {
        params: atPayment,
        sources: withCheckout({ payment: forToken(paymentState()), static: forToken(attempt()) }),
      });
      expect(props[0]!.methods.find((m) => m.selected)?.id).toBe(1);
      expect(props[0]!.methods.map((m) => m.choose)).toEqual(
        [1, 6, 7, 9].map((paymentMethodId) => ({
          kind: 'submit',
          action: 'choosePaymentMethod',
          input: { paymentMethodId, revision: 7 },
        })),
      );
    });

    it('asks to choose while no method is chosen (selection 0)', async () => {
      const { props } = await kit.run(paymentMethods, {
        params: atPayment,
        sources: withCheckout({
          payment: forToken(paymentState({ paymentMethodId: 0 })),
          static: forToken(attempt()),
        }),
      });
      expect(props[0]!.methods.some((m) => m.selected)).toBe(false);
      expect(props[0]!.prompt).toBe("Choose how you'd like to pay.");
    });

    it.each(['passengers', 'personalization', 'flight'])('is hidden on the %s step', async (step) => {
      const { result } = await kit.run(paymentMethods, {
        params: { ...atPayment, step },
        sources: withCheckout({ payment: forToken(paymentState()), static: forToken(attempt()) }),
      });
      expect(result).toBeNull();
    });

    it('is hidden without methods, and for an attempt the seller does not know', async () => {
      const none = await kit.run(paymentMethods, {
        params: atPayment,
        sources: withCheckout({
          payment: forToken(paymentState({ methods: [], paymentMethodId: 0 })),
          static: forToken(attempt()),
        }),
      });
      expect(none.result).toBeNull();
      const unknown = await kit.run(paymentMethods, { params: atPayment });
      expect(unknown.result).toBeNull();
    });

    it('is hidden on a page that is neither a checkout step nor the part payment', async () => {
      const { result } = await kit.run(paymentMethods, {
        params: { token: TOKEN, confirmation: true },
        sources: withCheckout({
          payment: forToken(paymentState()),
          static: forToken(attempt()),
          fractional: forToken(fractional()),
        }),
      });
      expect(result).toBeNull();
    });
  });

  describe('the buy-now-pay-later promo (buying-flow.md §6, §9: US or CA, and its flag or experiment)', () => {
    const promo = 'Or pay later: 4 interest-free payments of $1,065.75.';

    const v1 = { ABPayLaterPromoMessage: 'v1' as const };
    const v2 = { ABPayLaterPromoMessage: 'v2' as const };

    it.each([
      ['the US with the version flag', 'us' as const, true, {}, promo],
      ['the US with ABPayLaterPromoMessage v2', 'us' as const, false, v2, promo],
      ['CA with the version flag', 'ca' as const, true, {}, promo],
      ['CA with ABPayLaterPromoMessage v2', 'ca' as const, false, v2, promo],
      ['the US without flag or experiment', 'us' as const, false, {}, null],
      ['the US with ABPayLaterPromoMessage v1', 'us' as const, false, v1, null],
      ['the UK with flag and experiment', 'uk' as const, true, v2, null],
      ['Mexico with flag and experiment', 'mx' as const, true, v2, null],
    ])('in %s', async (_, market, versionFlag, experiments, expected) => {
      const { props } = await kit.run(paymentMethods, {
        ctx: { ...buildCtx({ market }), experiments },
        params: atPayment,
        sources: withCheckout({
          payment: forToken(withSecureCard()),
          static: forToken(attempt({ bnplPromoMessageVersion: versionFlag })),
        }),
      });
      // A quarter of what the attempt costs now, in the market's own dollars.
      expect(props[0]!.bnplPromo).toBe(expected);
    });

    it('is not shown when the attempt offers no pay-later method', async () => {
      const { props } = await kit.run(paymentMethods, {
        ctx: inVariant('ABPayLaterPromoMessage'),
        params: atPayment,
        sources: withCheckout({
          payment: forToken(paymentState({ methods: [CARD, SECURE_CARD, ACH] })),
          static: forToken(attempt({ bnplPromoMessageVersion: true })),
        }),
      });
      expect(props[0]!.methods).toHaveLength(3);
      expect(props[0]!.bnplPromo).toBeNull();
    });
  });

  describe('on the part-payment page (buying-flow.md §7 "Fractional (part) payment")', () => {
    it("lists the share's methods with the one in the address selected, chosen without a revision", async () => {
      const { props } = await kit.run(paymentMethods, {
        params: partPayment(6),
        sources: withCheckout({ fractional: forToken(fractional()) }),
      });
      const block = props[0]!;
      expect(block.title).toBe('Payment method');
      expect(block.methods.map((m) => [m.id, m.label, m.selected, m.fee])).toEqual([
        [1, 'Credit or debit card', false, null],
        [6, 'Card, secure checkout', true, null],
      ]);
      expect(block.methods.map((m) => m.choose)).toEqual([
        { kind: 'submit', action: 'choosePartPaymentMethod', input: { paymentMethodId: 1 } },
        { kind: 'submit', action: 'choosePartPaymentMethod', input: { paymentMethodId: 6 } },
      ]);
      expect(block.prompt).toBeNull();
      expect(block.bnplPromo).toBeNull();
    });

    it('prices a fee on the share due, and asks to choose without a method in the address', async () => {
      const { props } = await kit.run(paymentMethods, {
        ctx: inVariant('ABPayLaterPromoMessage'),
        params: partPayment(0),
        sources: withCheckout({ fractional: forToken(fractional({ methods: [CARD, SECURE_CARD, BNPL] })) }),
      });
      const block = props[0]!;
      expect(block.methods.map((m) => m.fee)).toEqual([
        null,
        'Card processing fee (1.5%): $47.96',
        'Pay later fee (3%): $95.92',
      ]);
      expect(block.methods.some((m) => m.selected)).toBe(false);
      expect(block.prompt).toBe("Choose how you'd like to pay.");
      // The promo is the payment step's only.
      expect(block.bnplPromo).toBeNull();
    });

    it('is hidden once nothing is left to pay, without methods, and for an unknown booking', async () => {
      const paid = await kit.run(paymentMethods, {
        params: { token: TOKEN, share: -1, method: 0 },
        sources: withCheckout({
          fractional: forToken(fractional({ paid: 4263, remaining: 0, next: null, paymentStatus: 'PAGADO' })),
        }),
      });
      expect(paid.result).toBeNull();
      const noMethods = await kit.run(paymentMethods, {
        params: partPayment(0),
        sources: withCheckout({ fractional: forToken(fractional({ methods: [] })) }),
      });
      expect(noMethods.result).toBeNull();
      const unknown = await kit.run(paymentMethods, { params: partPayment(1) });
      expect(unknown.result).toBeNull();
    });
  });
});
