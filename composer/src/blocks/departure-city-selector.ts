import { defineResolver } from '../compose/types.ts';

/** Stub: replaced by the trip page's resolver. */
export const departureCitySelector = defineResolver({
  type: 'DepartureCitySelector',
  dimensions: ['market', 'locale'],
  async resolve() {
    return null;
  },
});
