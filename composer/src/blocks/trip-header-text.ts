/** The campaign's PDP header text (buying-flow.md §2): shown while the trip's campaign has one. */
import { defineResolver } from '../compose/types.ts';
import { TRIP, tripOf } from '../trip/trip-data.ts';

export const tripHeaderText = defineResolver({
  type: 'TripHeaderText',
  dimensions: TRIP,
  async resolve(args) {
    const { product } = await tripOf(args);
    const text = product.pdpHeader;
    if (!text || (text.mobile.trim() === '' && text.tabletUp.trim() === '')) return null;
    return { mobile: text.mobile.trim(), tabletUp: text.tabletUp.trim() };
  },
});
