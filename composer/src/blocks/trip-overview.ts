import { defineResolver } from '../compose/types.ts';

/** Stub: replaced by the trip page's resolver. */
export const tripOverview = defineResolver({
  type: 'TripOverview',
  dimensions: ['market', 'locale'],
  async resolve() {
    return null;
  },
});
