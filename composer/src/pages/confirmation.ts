/**
 * The confirmation page (buying-flow.md §2 "Other pages": its path contains 'confirmada', 'confirmed',
 * 'confirme' or 'bestatigt'): `/{market}/{booking-confirmed|reserva-confirmada|reservation-confirmee|
 * buchung-bestatigt}/{token}`, the word of the visitor's language (another language's word answers 301 to
 * it). An attempt not booked goes back to its checkout; an unknown one is the not-found page.
 */
import { confirmationPath, isConfirmationSegment, isMarket } from '@waypoint/config';
import type { Market } from '@waypoint/schemas';
import { TOKEN } from '../checkout/checkout-data.ts';
import { visitorPageMeta } from '../compose/page-meta.ts';
import { definePage } from './define-page.ts';

type ConfirmationParams = { market: Market; token: string; confirmation: true };

export const confirmation = definePage<ConfirmationParams>({
  kind: 'confirmation',
  match({ segments }) {
    const [market, word, token] = segments;
    if (!market || !isMarket(market) || !word || !isConfirmationSegment(word)) return null;
    if (segments.length !== 3 || !token || !TOKEN.test(token))
      return { notFound: segments.join('/'), market };
    return { params: { market, token, confirmation: true }, sitePath: `/${market}/${word}/${token}` };
  },
  async resolve({ params, path, sources, locale }) {
    const canonical = confirmationPath(params.market, locale, params.token);
    const booking = await sources.checkout.booking(params.token);
    if (!booking) {
      const attempt = await sources.checkout.static(params.token);
      if (!attempt) return { kind: 'notFound', reason: 'no such order attempt' };
      return {
        kind: 'redirect',
        redirect: {
          status: 302,
          location: `/${params.market}/my-trip/${params.token}`,
          reason: 'not booked',
        },
      };
    }
    if (path !== canonical) {
      return {
        kind: 'redirect',
        redirect: { status: 301, location: canonical, reason: 'the language’s word' },
      };
    }
    return { kind: 'page', params, sitePath: canonical };
  },
  layoutKey: () => 'confirmation',
  scope: 'visitor',
  meta: ({ ctx, t, params }) =>
    visitorPageMeta(ctx, {
      kind: 'confirmation',
      path: confirmationPath(params.market, ctx.locale, params.token),
      title: t('payment.confirmation.pageTitle'),
      layout: 'default',
    }),
});
