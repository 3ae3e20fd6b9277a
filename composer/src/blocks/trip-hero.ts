import { defineResolver } from '../compose/types.ts';

/** Stub: replaced by the trip page's resolver. */
export const tripHero = defineResolver({
  type: 'TripHero',
  dimensions: ['market', 'locale'],
  async resolve() {
    return null;
  },
});
