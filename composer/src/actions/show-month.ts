/** Another month of the departure calendar (one of the twelve it offers). */
import { isBookableMonth } from '@waypoint/config';
import { IsoMonth } from '@waypoint/schemas';
import { z } from 'zod';
import { tripHref } from '../trip/selection.ts';
import { monthRefusal, tripFor } from '../trip/trip-actions.ts';
import { defineAction } from './define-action.ts';

export const showMonth = defineAction({
  name: 'showMonth',
  page: 'product',
  input: z.strictObject({ month: IsoMonth }),
  async run(args) {
    const trip = await tripFor(args);
    if (!isBookableMonth(args.input.month, `${trip.params.firstMonth}-01`))
      return { errors: [monthRefusal(args)] };
    return { url: tripHref(trip.product.url, trip.params, { month: args.input.month, date: null }) };
  },
});
