/** The trip page's breadcrumb (buying-flow.md §2: a breadcrumb with a title and a link for each entry). */
import { defineResolver } from '../compose/types.ts';
import { TRIP, tripOf } from '../trip/trip-data.ts';

export const breadcrumbs = defineResolver({
  type: 'Breadcrumbs',
  dimensions: TRIP,
  async resolve(args) {
    const { product } = await tripOf(args);
    if (product.breadcrumb.length === 0) return null;
    const last = product.breadcrumb.length - 1;
    return {
      label: args.t('breadcrumbs.label'),
      // The last entry is this page: not a link.
      items: product.breadcrumb.map((b, i) => ({ title: b.title, href: i === last ? null : b.link })),
    };
  },
});
