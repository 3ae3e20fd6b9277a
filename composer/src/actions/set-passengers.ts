/** The passengers on the trip page, each count within the category's occupancy (buying-flow.md §5). */
import { z } from 'zod';
import { tripHref } from '../trip/selection.ts';
import { passengerRefusals, tripFor } from '../trip/trip-actions.ts';
import { defineAction } from './define-action.ts';

const Count = z.number().int().min(0).max(99);

export const setPassengers = defineAction({
  name: 'setPassengers',
  page: 'product',
  input: z.strictObject({ adults: Count, children: Count, babies: Count }),
  async run(args) {
    const trip = await tripFor(args);
    const errors = passengerRefusals(trip.category, args.input, args.t);
    if (errors.length > 0) return { errors };
    return { url: tripHref(trip.product.url, trip.params, args.input) };
  },
});
