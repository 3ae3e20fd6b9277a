/**
 * The categories offered from the chosen city (buying-flow.md §3 "Category", §4: those with no cities
 * plus those whose cities include it), each with its from-price for this many adults from this city
 * (§7 "Leading prices"); the chosen one's details in tabs. Choosing one keeps the city if the category departs from it, else
 * the default (§4); the passengers are re-clamped to it.
 */
import { defineResolver } from '../compose/types.ts';
import { categoryOptions } from '../trip/category-options.ts';
import { adjustmentsOf, notices } from '../trip/notices.ts';
import { SELECTION, TRIP, tripOf } from '../trip/trip-data.ts';
import { sanitizeRichHtml } from './sanitize.ts';

export const categorySelector = defineResolver({
  type: 'CategorySelector',
  dimensions: [...TRIP, ...SELECTION],
  async resolve(args) {
    const { t } = args;
    const trip = await tripOf(args);
    const options = await categoryOptions(trip, args);
    if (options.length === 0) return null;
    return {
      title: t('trip.category.title'),
      fromLabel: t('tripCard.from'),
      options,
      tabs: trip.category.tabs.map((tab) => ({ title: tab.title, html: sanitizeRichHtml(tab.html) })),
      notice:
        notices(t, adjustmentsOf(trip.params, 'category'), { category: trip.category.title })[0] ?? null,
    };
  },
});
