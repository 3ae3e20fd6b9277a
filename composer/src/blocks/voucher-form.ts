/**
 * Vouchers and wallet (buying-flow.md §7 `payment/discounts`; §5 "Promocode: stored in upper case"; §6
 * "Wallet best combination: only on B2C-only sites"). The upstream's error comes back at the field.
 */
import { formatPrice, walletBestCombinationOffered } from '@waypoint/config';
import { applyVoucher } from '../actions/apply-voucher.ts';
import { submitOf } from '../actions/define-action.ts';
import { removeVoucher } from '../actions/remove-voucher.ts';
import { checkoutOf } from '../checkout/checkout-data.ts';
import { defineResolver } from '../compose/types.ts';

export const voucherForm = defineResolver({
  type: 'VoucherForm',
  scope: 'visitor',
  dimensions: [],
  async resolve(args) {
    const { t, ctx } = args;
    const { params, static: attempt } = await checkoutOf(args);
    if (params.step !== 'payment') return null;
    const summary = await args.sources.checkout.summary(params.token, args.signal);
    if (!summary) return null;
    const discount = summary.breakdown.find((l) => l.code === 'discount');
    const code = summary.voucherCode;
    const signedIn = ctx.visitor?.kind === 'full';
    return {
      title: t('checkout.voucher.title'),
      label: t('checkout.voucher.label'),
      value: code ?? '',
      applied:
        code && discount
          ? t('checkout.voucher.applied', { code, amount: formatPrice(discount.totalPrice, ctx.currency) })
          : null,
      error: null,
      apply: {
        label: t('checkout.voucher.apply'),
        action: submitOf(applyVoucher, { revision: attempt.revision }, { clientAdds: ['voucherCode'] }),
      },
      remove: code
        ? {
            label: t('checkout.voucher.remove'),
            action: submitOf(removeVoucher, { revision: attempt.revision }),
          }
        : null,
      wallet: signedIn
        ? {
            text: t('checkout.voucher.wallet'),
            bestCombination: walletBestCombinationOffered({ isB2COnly: ctx.site.isB2COnly })
              ? t('checkout.voucher.bestCombination')
              : null,
          }
        : null,
    };
  },
});
