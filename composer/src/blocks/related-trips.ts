import { defineResolver } from '../compose/types.ts';

/** Stub: replaced by the trip page's resolver. */
export const relatedTrips = defineResolver({
  type: 'RelatedTrips',
  dimensions: ['market', 'locale'],
  async resolve() {
    return null;
  },
});
