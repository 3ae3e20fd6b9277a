/**
 * The part-payment page (buying-flow.md §2 "Part payment page: its path contains 'part-payment'"; §7
 * "Fractional (part) payment"): `/{market}/part-payment/{token}?method=<id>`, a booking's next share with
 * the methods for it (the one chosen is in the address); once nothing is left, the booking's confirmation.
 */
import { isMarket, partPaymentPath } from '@waypoint/config';
import type { Market } from '@waypoint/schemas';
import { TOKEN } from '../checkout/checkout-data.ts';
import { visitorPageMeta } from '../compose/page-meta.ts';
import { definePage } from './define-page.ts';

type PartPaymentParams = { market: Market; token: string; share: number; method: number };

export const partPayment = definePage<PartPaymentParams>({
  kind: 'partPayment',
  match({ segments, query }) {
    const [market, word, token] = segments;
    if (word !== 'part-payment' || !market || !isMarket(market)) return null;
    if (segments.length !== 3 || !token || !TOKEN.test(token))
      return { notFound: segments.join('/'), market };
    const method = Number(query['method']);
    return {
      params: { market, token, share: 0, method: Number.isInteger(method) && method > 0 ? method : 0 },
      sitePath: partPaymentPath(market, token),
    };
  },
  async resolve({ params, sources }) {
    const fractional = await sources.checkout.fractional(params.token);
    if (!fractional) return { kind: 'notFound', reason: 'no booking for this token' };
    const method = fractional.methods.some((m) => m.id === params.method) ? params.method : 0;
    return { kind: 'page', params: { ...params, share: fractional.next?.index ?? -1, method } };
  },
  paymentForms: true,
  layoutKey: () => 'partPayment',
  scope: 'visitor',
  experiments: ['ABSimplifiedPaymentSection'],
  meta: ({ ctx, t, params }) =>
    visitorPageMeta(ctx, {
      kind: 'partPayment',
      path: partPaymentPath(params.market, params.token),
      title: t('payment.part.pageTitle'),
      layout: 'default',
    }),
});
