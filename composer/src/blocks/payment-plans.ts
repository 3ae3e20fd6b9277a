/**
 * The payment plan choice (buying-flow.md §6 "Payment plan: more than one plan is available"; §4: the
 * selected plan is the one marked isSelected, none marked: no plan; §5 plan code; §9 labels). Under
 * `ABPaymentPlan` v2 each plan also lists what each of its payments charges.
 */
import {
  formatPrice,
  paymentPlanCode,
  paymentPlanLabels,
  paymentPlanOffered,
  planShares,
  variantIs,
} from '@waypoint/config';
import { choosePaymentPlan } from '../actions/choose-payment-plan.ts';
import { submitOf } from '../actions/define-action.ts';
import { checkoutOnStep } from '../checkout/checkout-data.ts';
import { defineResolver } from '../compose/types.ts';

export const paymentPlans = defineResolver({
  type: 'PaymentPlans',
  scope: 'visitor',
  dimensions: [],
  async resolve(args) {
    const { t, ctx } = args;
    const checkout = await checkoutOnStep(args, 'payment');
    if (!checkout) return null;
    const state = await args.sources.checkout.payment(checkout.params.token, args.signal);
    if (!state || !paymentPlanOffered({ availablePaymentPlansCount: state.plans.length })) return null;
    const amounts = variantIs(ctx.experiments, 'ABPaymentPlan', 'v2');
    return {
      title: t('payment.plans.title'),
      plans: state.plans.map((plan, index) => {
        const labels = paymentPlanLabels(plan.payments);
        const title = t(labels.title.key, labels.title.params);
        return {
          index,
          label: t(labels.today.key, labels.today.params),
          detail: labels.detail ? `${title} · ${t(labels.detail.key, labels.detail.params)}` : title,
          payments: amounts
            ? planShares(state.amounts.total, plan.payments).map((share) => formatPrice(share, ctx.currency))
            : [],
          code: paymentPlanCode(plan.payments),
          selected: plan.isSelected,
          choose: submitOf(choosePaymentPlan, { planIndex: index, revision: state.revision }),
        };
      }),
    };
  },
});
