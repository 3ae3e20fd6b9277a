/**
 * The itinerary of the chosen category from the chosen departure city, day by day (buying-flow.md §2,
 * §7 "Itinerary"). A failing call hides this block only, logged as ERROR_ITINERARY_DATA (§8).
 */
import { defineResolver } from '../compose/types.ts';
import { Errors } from '../errors.ts';
import { TRIP, tripOf } from '../trip/trip-data.ts';
import { sanitizeRichHtml } from './sanitize.ts';

export const tripItinerary = defineResolver({
  type: 'TripItinerary',
  dimensions: [...TRIP, 'param:category', 'param:city'],
  async resolve(args) {
    const { t } = args;
    const { params, category } = await tripOf(args);
    let itinerary: Awaited<ReturnType<typeof args.sources.itinerary>>;
    try {
      itinerary = await args.sources.itinerary(category.categoryId, params.city, { signal: args.signal });
    } catch (cause) {
      throw new Errors.ERROR_ITINERARY_DATA(category.categoryId, params.city, { cause });
    }
    if (itinerary.days.length === 0) return null;
    return {
      title: t('trip.itinerary.title'),
      days: itinerary.days.map((day) => ({
        day: day.day,
        label: t('trip.itinerary.day', { day: day.day }),
        title: day.title,
        descriptionHtml: sanitizeRichHtml(day.description),
        meals: day.meals,
        accommodation: day.accommodation,
      })),
      labels: { meals: t('trip.itinerary.meals'), accommodation: t('trip.itinerary.accommodation') },
    };
  },
});
