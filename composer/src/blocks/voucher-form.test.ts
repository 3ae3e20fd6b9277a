import { describe, expect, it } from 'vitest';
import { buildCtx, type CtxOverrides, useKit } from '../../test/block-kit.ts';
import { onStep, summary } from '../../test/checkout-fixtures.ts';
import { attempt, forToken, withCheckout } from '../../test/payment-fixtures.ts';
import type { RequestContext } from '../compose/types.ts';
import { voucherForm } from './voucher-form.ts';

const kit = useKit();

const DISCOUNT = {
  name: 'SUMMER',
  code: 'discount',
  id: null,
  totalPrice: -200,
  totalPricePerPerson: -66.67,
};

const withSummary = (voucherCode: string | null) =>
  withCheckout({
    static: forToken(attempt({ revision: 9 })),
    summary: forToken(
      summary(
        voucherCode ? { voucherCode, breakdown: [...summary().breakdown, DISCOUNT] } : { voucherCode: null },
      ),
    ),
  });

const signedIn = (kind: 'full' | 'soft' | 'guest', overrides: CtxOverrides = {}): RequestContext => ({
  ...buildCtx(overrides),
  visitor: { userId: 'cus_1', kind },
});

describe('VoucherForm (buying-flow.md §7 payment/discounts, §5 "Promocode")', () => {
  it('applies a code with the attempt revision, and has nothing to remove before one is applied', async () => {
    const { props } = await kit.run(voucherForm, { params: onStep('payment'), sources: withSummary(null) });
    expect(props[0]).toMatchObject({
      value: '',
      applied: null,
      error: null,
      apply: { action: { kind: 'submit', action: 'applyVoucher', input: { revision: 9 } } },
      remove: null,
      wallet: null,
    });
  });

  it('shows the code applied with its discount, and removes it', async () => {
    const { props } = await kit.run(voucherForm, {
      params: onStep('payment'),
      sources: withSummary('SUMMER26'),
    });
    expect(props[0]!.value).toBe('SUMMER26');
    expect(props[0]!.applied).toContain('SUMMER26');
    expect(props[0]!.applied).toContain('-$200.00');
    expect(props[0]!.remove?.action).toEqual({
      kind: 'submit',
      action: 'removeVoucher',
      input: { revision: 9 },
    });
  });

  describe('wallet (§6 "Wallet best combination: only on B2C-only sites")', () => {
    it('is offered to a signed-in customer, with the best combination on a B2C-only site', async () => {
      const ctx = signedIn('full');
      expect(ctx.site.isB2COnly).toBe(true);
      const { props } = await kit.run(voucherForm, {
        ctx,
        params: onStep('payment'),
        sources: withSummary(null),
      });
      expect(props[0]!.wallet).toEqual({ text: expect.any(String), bestCombination: expect.any(String) });
    });

    it('has no best combination on a site that is not B2C only', async () => {
      const ctx = signedIn('full', { site: 'partner' });
      expect(ctx.site.isB2COnly).toBe(false);
      const { props } = await kit.run(voucherForm, {
        ctx,
        params: onStep('payment'),
        sources: withSummary(null),
      });
      expect(props[0]!.wallet).toEqual({ text: expect.any(String), bestCombination: null });
    });

    it.each(['soft', 'guest'] as const)('is not offered to a %s user', async (kind) => {
      const { props } = await kit.run(voucherForm, {
        ctx: signedIn(kind),
        params: onStep('payment'),
        sources: withSummary(null),
      });
      expect(props[0]!.wallet).toBeNull();
    });
  });

  it('is hidden off the payment step and when the summary cannot be read', async () => {
    for (const step of ['passengers', 'personalization', 'flight'] as const) {
      const { result } = await kit.run(voucherForm, { params: onStep(step), sources: withSummary(null) });
      expect(result, step).toBeNull();
    }
    const unread = await kit.run(voucherForm, {
      params: onStep('payment'),
      sources: withCheckout({ static: forToken(attempt()), summary: forToken(null) }),
    });
    expect(unread.result).toBeNull();
  });
});
