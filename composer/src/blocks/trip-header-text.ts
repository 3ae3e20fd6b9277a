import { defineResolver } from '../compose/types.ts';

/** Stub: replaced by the trip page's resolver. */
export const tripHeaderText = defineResolver({
  type: 'TripHeaderText',
  dimensions: ['market', 'locale'],
  async resolve() {
    return null;
  },
});
