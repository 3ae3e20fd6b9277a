/** What the trip is about: its description and facts (buying-flow.md §2 "days, destination, description"). */
import { defineResolver } from '../compose/types.ts';
import { TRIP, tripOf } from '../trip/trip-data.ts';
import { sanitizeRichHtml } from './sanitize.ts';

export const tripOverview = defineResolver({
  type: 'TripOverview',
  dimensions: TRIP,
  async resolve(args) {
    const { t } = args;
    const { product } = await tripOf(args);
    const facts = [
      { label: t('trip.overview.duration'), value: t('tripCard.duration', { count: product.days }) },
      {
        label: t('trip.overview.nights'),
        value: t('trip.overview.nightsValue', { count: product.mainCategory.itinerary.nights }),
      },
    ];
    if (product.countryDestinationList.length > 0) {
      facts.push({
        label: t('trip.overview.countries', { count: product.countryDestinationList.length }),
        value: product.countryDestinationList.join(', '),
      });
    }
    if (product.tags.length > 0) {
      facts.push({ label: t('trip.overview.themes'), value: product.tags.map((tag) => tag.name).join(', ') });
    }
    return { title: t('trip.overview.title'), descriptionHtml: sanitizeRichHtml(product.description), facts };
  },
});
