/**
 * The destination's trips (storefront.md §2 destination pages): cards in the page's sort
 * order, a page at a time. Sort and page are query parameters and every choice is a link to its URL, so
 * the list works without JavaScript and `GET /v1/pages/<path>?sort=…&page=…` shows exactly that list.
 * ABC_PLPRevamp picks one of three layouts (§9 A/B experiments).
 */
import { DEFAULT_DESTINATION_SORT, DESTINATION_SORTS, plpLayoutOf } from '@waypoint/config';
import { defineResolver } from '../compose/types.ts';
import { DESTINATION, landingOf, tripsShown } from './destination-data.ts';
import { toTripCard, tripCardLabels } from './trip-card.ts';

/** The list's address: the friendly URL with a non-default sort and a page past the first. */
export function destinationListHref(url: string, sort: string, page: number): string {
  const q = new URLSearchParams();
  if (sort !== DEFAULT_DESTINATION_SORT) q.set('sort', sort);
  if (page > 1) q.set('page', String(page));
  const text = q.toString();
  return text === '' ? url : `${url}?${text}`;
}

export const destinationTrips = defineResolver({
  type: 'DestinationTrips',
  dimensions: [...DESTINATION, 'param:sort', 'param:page', 'experiment:ABC_PLPRevamp'],
  async resolve(args) {
    const { t, ctx, params } = args;
    const landing = await landingOf(args);
    const shown = tripsShown(landing, params);
    const sort = typeof params['sort'] === 'string' ? params['sort'] : DEFAULT_DESTINATION_SORT;
    const href = (page: number) => destinationListHref(landing.url, sort, page);
    return {
      title: t('destination.tripsTitle', { name: landing.name }),
      countLabel: t('destination.trips', { count: shown.total }),
      layout: plpLayoutOf(ctx.experiments['ABC_PLPRevamp']),
      sort: {
        label: t('destination.sortLabel'),
        options: DESTINATION_SORTS.map((value) => ({
          value,
          label: t(`destination.sort.${value}`),
          // A new order starts again at page 1.
          href: destinationListHref(landing.url, value, 1),
          current: value === sort,
        })),
      },
      cards: shown.items.map((card) => toTripCard(card, ctx, t)),
      labels: tripCardLabels(t),
      pagination:
        shown.pageCount > 1
          ? {
              label: t('destination.paginationLabel'),
              previous: {
                label: t('destination.previous'),
                href: shown.page > 1 ? href(shown.page - 1) : null,
              },
              next: {
                label: t('destination.next'),
                href: shown.page < shown.pageCount ? href(shown.page + 1) : null,
              },
              pages: Array.from({ length: shown.pageCount }, (_, i) => ({
                number: i + 1,
                href: href(i + 1),
                current: i + 1 === shown.page,
              })),
              status: t('destination.pageStatus', { page: shown.page, count: shown.pageCount }),
            }
          : null,
      empty: t('destination.empty'),
    };
  },
});
