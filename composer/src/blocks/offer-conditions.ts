import { defineResolver } from '../compose/types.ts';

/** Stub: replaced by the trip page's resolver. */
export const offerConditions = defineResolver({
  type: 'OfferConditions',
  dimensions: ['market', 'locale'],
  async resolve() {
    return null;
  },
});
