/**
 * The not-confirmed page (buying-flow.md §2 "My account and my trip": "for a my-trip payment that was not
 * confirmed"; §7 `my-trip/not-confirmed/{token}`): `/{market}/my-trip/not-confirmed/{token}`. A booked
 * attempt goes to its confirmation instead; an unknown token is the not-found page.
 */
import { isMarket } from '@waypoint/config';
import type { Market } from '@waypoint/schemas';
import { TOKEN } from '../checkout/checkout-data.ts';
import { visitorPageMeta } from '../compose/page-meta.ts';
import { bookedLocation } from '../payments/payment-page.ts';
import { definePage } from './define-page.ts';

type NotConfirmedParams = { market: Market; token: string; notConfirmed: true };

export const notConfirmed = definePage<NotConfirmedParams>({
  kind: 'checkout',
  match({ segments }) {
    const [market, myTrip, word, token] = segments;
    if (myTrip !== 'my-trip' || word !== 'not-confirmed' || !market || !isMarket(market)) return null;
    if (segments.length !== 4 || !token || !TOKEN.test(token))
      return { notFound: segments.join('/'), market };
    return {
      params: { market, token, notConfirmed: true },
      sitePath: `/${market}/my-trip/not-confirmed/${token}`,
    };
  },
  async resolve({ params, sources, log, locale, forAction }) {
    const why = await sources.checkout.notConfirmed(params.token);
    if (!why) return { kind: 'notFound', reason: 'no such order attempt' };
    if (!forAction) {
      const booked = await bookedLocation({
        sources,
        token: params.token,
        market: params.market,
        locale,
        log,
      });
      if (booked) return { kind: 'redirect', redirect: { status: 302, location: booked, reason: 'booked' } };
    }
    return { kind: 'page', params };
  },
  paymentForms: true,
  layoutKey: () => 'checkout:not-confirmed',
  scope: 'visitor',
  meta: ({ ctx, t, params }) =>
    visitorPageMeta(ctx, {
      kind: 'checkout',
      path: `/${params.market}/my-trip/not-confirmed/${params.token}`,
      title: t('payment.notConfirmed.pageTitle'),
      layout: 'default',
    }),
});
