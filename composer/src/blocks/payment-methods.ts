/**
 * How to pay (buying-flow.md §4 "Payment": the attempt's methods, the first whose id is 1 or 6
 * preselected on load, else none; §3 breakdown `paymentFee`), and the buy-now-pay-later promo message
 * (§6: US or CA, and its version flag or experiment). On the part-payment page, the methods for the share.
 */
import { bnplPromoMessageShown, formatPrice, paymentFeeAmount } from '@waypoint/config';
import type { SubmitAction, UpstreamPaymentMethod } from '@waypoint/schemas';
import type { TFunction } from 'i18next';
import { choosePartPaymentMethod } from '../actions/choose-part-payment-method.ts';
import { choosePaymentMethod } from '../actions/choose-payment-method.ts';
import { submitOf } from '../actions/define-action.ts';
import { isCheckoutParams } from '../checkout/checkout-data.ts';
import { defineResolver, type RequestContext } from '../compose/types.ts';

/** A method as the block lists it: its fee line priced on `amount` (the amount before any fee). */
function methodOption(
  args: { t: TFunction; ctx: RequestContext },
  m: UpstreamPaymentMethod,
  amount: number,
  selected: boolean,
  choose: SubmitAction,
) {
  const { t, ctx } = args;
  return {
    id: m.id,
    label: m.name,
    kind: m.kind,
    fee:
      m.fee.percentage > 0
        ? t('payment.methods.fee', {
            description: m.fee.description,
            percentage: (m.fee.percentage * 100).toLocaleString(ctx.locale, { maximumFractionDigits: 2 }),
            amount: formatPrice(paymentFeeAmount(amount, m.fee.percentage), ctx.currency),
          })
        : null,
    selected,
    choose,
  };
}

export const paymentMethods = defineResolver({
  type: 'PaymentMethods',
  scope: 'visitor',
  dimensions: [],
  async resolve(args) {
    const { t, ctx, params } = args;
    if (!isCheckoutParams(params) && typeof params['share'] !== 'number') return null;
    const token = String(params['token']);
    if (isCheckoutParams(params)) {
      if (params.step !== 'payment') return null;
      const [state, attempt] = await Promise.all([
        args.sources.checkout.payment(token, args.signal),
        args.sources.checkout.static(token, args.signal),
      ]);
      if (!state || !attempt || state.methods.length === 0) return null;
      const base = state.amounts.total - (state.paymentFee?.price ?? 0);
      return {
        title: t('payment.methods.title'),
        methods: state.methods.map((m) =>
          methodOption(
            args,
            m,
            base,
            m.id === state.paymentMethodId,
            submitOf(choosePaymentMethod, { paymentMethodId: m.id, revision: state.revision }),
          ),
        ),
        prompt: state.paymentMethodId === 0 ? t('payment.methods.prompt') : null,
        bnplPromo:
          state.methods.some((m) => m.kind === 'bnpl') &&
          bnplPromoMessageShown({
            market: ctx.market,
            versionFlag: attempt.bnplPromoMessageVersion,
            experiments: ctx.experiments,
          })
            ? t('payment.methods.bnplPromo', { amount: formatPrice(state.amounts.total / 4, ctx.currency) })
            : null,
      };
    }
    // The part-payment page: the share's methods; the one chosen is in the address (`?method=`).
    const fractional = await args.sources.checkout.fractional(token, args.signal);
    const next = fractional?.next;
    if (!fractional || !next || fractional.methods.length === 0) return null;
    const chosen = Number(params['method']) || 0;
    return {
      title: t('payment.methods.title'),
      methods: fractional.methods.map((m) =>
        methodOption(
          args,
          m,
          next.amount,
          m.id === chosen,
          submitOf(choosePartPaymentMethod, { paymentMethodId: m.id }),
        ),
      ),
      prompt: chosen === 0 ? t('payment.methods.prompt') : null,
      bnplPromo: null,
    };
  },
});
