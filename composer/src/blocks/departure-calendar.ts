import { defineResolver } from '../compose/types.ts';

/** Stub: replaced by the trip page's resolver. */
export const departureCalendar = defineResolver({
  type: 'DepartureCalendar',
  dimensions: ['market', 'locale'],
  async resolve() {
    return null;
  },
});
