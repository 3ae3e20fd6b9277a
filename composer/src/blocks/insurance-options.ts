/**
 * Insurance (buying-flow.md §3 "insuranceData: per package, a TotalPremium"; §5: an insurance line's
 * price is its package's TotalPremium; §9 cancellation policies FLEX, FLEX+, STANDARD and the banner
 * text: every trip is protected with Standard coverage, Flex and Flex+ give extra peace of mind), and
 * the cancellation policy the attempt holds (§7 `cancellation-policy`).
 */
import { formatPrice } from '@waypoint/config';
import { chooseInsurance } from '../actions/choose-insurance.ts';
import { submitOf } from '../actions/define-action.ts';
import { checkoutOnStep } from '../checkout/checkout-data.ts';
import { defineResolver } from '../compose/types.ts';

export const insuranceOptions = defineResolver({
  type: 'InsuranceOptions',
  scope: 'visitor',
  dimensions: [],
  async resolve(args) {
    const { t, ctx } = args;
    const checkout = await checkoutOnStep(args, 'personalization');
    if (!checkout) return null;
    const { params, static: attempt } = checkout;
    const [insurances, policy] = await Promise.all([
      args.sources.checkout.insurances(params.token, args.signal),
      args.sources.checkout.cancellationPolicy(params.token, args.signal),
    ]);
    if (!insurances || insurances.packages.length === 0) return null;
    const standard = insurances.packages.find((p) => p.cancellationPolicy === 'STANDARD');
    const held = insurances.selectedKey ?? standard?.key ?? null;
    return {
      title: t('checkout.insurance.title'),
      intro: policy
        ? `${t('checkout.insurance.intro')} ${t('checkout.insurance.policy', { policy: policy.policy })}`
        : t('checkout.insurance.intro'),
      multiple: false,
      revision: attempt.revision,
      options: insurances.packages.map((p) => {
        const selected = p.key === held;
        const included = p.cancellationPolicy === 'STANDARD';
        return {
          id: p.key,
          name: `${p.name} (${p.cancellationPolicy})`,
          description: p.coverage.join(' · '),
          price: included ? t('checkout.included') : `+${formatPrice(p.TotalPremium, ctx.currency)}`,
          priceDetails: null,
          selected,
          available: true,
          action: selected
            ? null
            : submitOf(chooseInsurance, {
                insuranceKey: included ? null : p.key,
                revision: attempt.revision,
              }),
          actionLabel: selected ? t('checkout.chosen') : t('checkout.choose'),
        };
      }),
    };
  },
});
