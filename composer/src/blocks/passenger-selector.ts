import { defineResolver } from '../compose/types.ts';

/** Stub: replaced by the trip page's resolver. */
export const passengerSelector = defineResolver({
  type: 'PassengerSelector',
  dimensions: ['market', 'locale'],
  async resolve() {
    return null;
  },
});
