import { defineResolver } from '../compose/types.ts';

/** Stub: replaced by the trip page's resolver. */
export const tripItinerary = defineResolver({
  type: 'TripItinerary',
  dimensions: ['market', 'locale'],
  async resolve() {
    return null;
  },
});
