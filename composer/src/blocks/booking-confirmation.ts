/**
 * The confirmation page (buying-flow.md §2 "Confirmation page": the campaign confirmation texts, title,
 * subtitle and description; §6: voucher texts on B2B sites): the locator, the trip, the payments and what
 * remains (with the part-payment page), and the documents. On the part-payment page, once everything is
 * paid, the same block says so.
 */
import { confirmationUsesVoucherTexts, formatPrice, partPaymentPath } from '@waypoint/config';
import { defineResolver } from '../compose/types.ts';
import { longDate } from '../trip/dates.ts';

export const bookingConfirmation = defineResolver({
  type: 'BookingConfirmation',
  scope: 'visitor',
  dimensions: [],
  async resolve(args) {
    const { t, ctx, params } = args;
    if (params['confirmation'] !== true && typeof params['share'] !== 'number') return null;
    const token = String(params['token']);
    if (typeof params['share'] === 'number') {
      // The part-payment page shows the booking only once nothing is left to pay.
      const fractional = await args.sources.checkout.fractional(token, args.signal);
      if (!fractional || fractional.next) return null;
    }
    const booking = await args.sources.checkout.booking(token, args.signal);
    if (!booking) return null;
    const texts = confirmationUsesVoucherTexts(ctx.site) ? booking.voucher : booking.confirmation;
    const price = (n: number) => formatPrice(n, ctx.currency);
    const pending = booking.status === 'pending';
    const pdf = `/${ctx.market}/ticket/pdf/${booking.bookingToken}`;
    return {
      title: texts.title,
      subtitle: texts.subtitle,
      description: texts.description,
      locatorLabel: t('payment.confirmation.locator'),
      locator: booking.locator,
      status: t(pending ? 'payment.confirmation.pending' : 'payment.confirmation.confirmed'),
      pending,
      trip: {
        title: booking.product.title,
        href: booking.product.url,
        dates: t('payment.confirmation.dates', {
          from: longDate(booking.product.departureDate, ctx.locale),
          to: longDate(booking.product.returnDate, ctx.locale),
        }),
        travellers: booking.passengers.map((p) => `${p.firstName} ${p.lastName}`.trim()).join(', '),
      },
      facts: [
        { label: t('payment.confirmation.total'), value: price(booking.total) },
        { label: t('payment.confirmation.paid'), value: price(booking.paid) },
        { label: t('payment.confirmation.method'), value: booking.paymentMethod },
        { label: t('payment.confirmation.policy'), value: booking.cancellationPolicy },
        { label: t('payment.confirmation.email'), value: booking.customerEmail },
      ],
      remaining:
        booking.remaining > 0
          ? {
              text: t('payment.confirmation.remaining', { amount: price(booking.remaining) }),
              href: partPaymentPath(ctx.market, token),
              label: t('payment.confirmation.payRemaining'),
            }
          : null,
      documents: [
        { label: t('payment.documents.ticketPage'), href: pdf, download: false },
        { label: t('payment.documents.ticketPdf'), href: `${pdf}.pdf`, download: true },
        { label: t('payment.documents.cancellationPdf'), href: `${pdf}/cancellation.pdf`, download: true },
      ],
    };
  },
});
