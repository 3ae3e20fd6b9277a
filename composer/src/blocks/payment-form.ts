/**
 * The pay button and what it commits to (buying-flow.md §2 "a payment section or button, which has a
 * simplified variant" `ABSimplifiedPaymentSection`; §7 "T&C version" and `consent`): the amounts the
 * seller computed (due now and later), the consent, and 'pay'. A card is typed on the provider's page,
 * never on this one; sales and advisors key in a customer's card as a mail-or-telephone order (§7 MOTO).
 */
import { formatPrice, motoPayment, variantIs } from '@waypoint/config';
import { submitOf } from '../actions/define-action.ts';
import { pay } from '../actions/pay.ts';
import { payPart } from '../actions/pay-part.ts';
import { isCheckoutParams } from '../checkout/checkout-data.ts';
import { defineResolver } from '../compose/types.ts';
import { isRefused } from '../payments/payment-flow.ts';
import { refusalMessage } from '../payments/payment-view.ts';

export const paymentForm = defineResolver({
  type: 'PaymentForm',
  scope: 'visitor',
  dimensions: [],
  async resolve(args) {
    const { t, ctx, params } = args;
    const price = (n: number) => formatPrice(n, ctx.currency);
    const simplified = variantIs(ctx.experiments, 'ABSimplifiedPaymentSection', 'v2');
    const moto = motoPayment(ctx.site, ctx.isAdvisor);
    const token = String(params['token']);
    const providerNote = (provider: string | undefined) =>
      provider ? t(`payment.form.provider.${provider}`, { defaultValue: '' }) || null : null;
    if (isCheckoutParams(params)) {
      if (params.step !== 'payment') return null;
      const [state, terms, status] = await Promise.all([
        args.sources.checkout.payment(token, args.signal),
        args.sources.checkout.termsVersion(token, args.signal),
        args.sources.checkout.bookingStatus(token, args.signal),
      ]);
      if (!state || !terms) return null;
      const method = state.methods.find((m) => m.id === state.paymentMethodId);
      const lines = [
        ...(state.paymentFee && state.paymentFee.price > 0
          ? [
              {
                label: t('payment.form.trip'),
                amount: price(state.amounts.total - state.paymentFee.price),
                strong: false,
              },
              { label: state.paymentFee.description, amount: price(state.paymentFee.price), strong: false },
            ]
          : []),
        {
          label: t('payment.form.total'),
          amount: price(state.amounts.total),
          strong: state.amounts.later === 0,
        },
        ...(state.amounts.later > 0
          ? [
              { label: t('payment.form.later'), amount: price(state.amounts.later), strong: false },
              { label: t('payment.form.dueNow'), amount: price(state.amounts.dueNow), strong: true },
            ]
          : []),
      ];
      const last = status?.payment;
      const refused = last && isRefused(last.status);
      return {
        title: t('payment.form.title'),
        simplified,
        lines,
        consent: {
          label: t('payment.form.consent'),
          termsLabel: t('payment.form.terms'),
          termsHref: terms.path,
          version: terms.version,
          checked: state.consent.accepted && state.consent.termsVersion === terms.version,
          error: null,
        },
        pay: {
          label: t('payment.form.pay', { amount: price(state.amounts.dueNow) }),
          action: submitOf(pay, {}, { clientAdds: ['consent'] }),
          disabled: method === undefined,
        },
        providerNote: providerNote(method?.provider),
        motoNote: moto ? t('payment.form.moto') : null,
        error: refused && last ? refusalMessage(t, last.status) : null,
      };
    }
    // The part-payment page: the booking's next share.
    if (typeof params['share'] !== 'number') return null;
    const fractional = await args.sources.checkout.fractional(token, args.signal);
    if (!fractional?.next) return null;
    const terms = await args.sources.checkout.termsVersion(token, args.signal);
    const chosen = fractional.methods.find((m) => m.id === Number(params['method']));
    return {
      title: t('payment.part.formTitle'),
      simplified,
      lines: [
        { label: t('payment.part.total'), amount: price(fractional.total), strong: false },
        { label: t('payment.part.paid'), amount: price(fractional.paid), strong: false },
        { label: t('payment.part.thisPayment'), amount: price(fractional.next.amount), strong: true },
      ],
      consent: {
        label: t('payment.form.consent'),
        termsLabel: t('payment.form.terms'),
        termsHref: terms?.path ?? `/${ctx.market}`,
        version: terms?.version ?? '',
        checked: false,
        error: null,
      },
      pay: {
        label: t('payment.form.pay', { amount: price(fractional.next.amount) }),
        action: submitOf(
          payPart,
          { share: fractional.next.index, paymentMethodId: chosen?.id ?? 0 },
          { clientAdds: ['consent'] },
        ),
        disabled: chosen === undefined,
      },
      providerNote: providerNote(chosen?.provider),
      motoNote: moto ? t('payment.form.moto') : null,
      error: null,
    };
  },
});
