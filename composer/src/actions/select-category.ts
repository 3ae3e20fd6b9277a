/**
 * A category on the trip page. The city stays if the category departs from it, else the page takes the
 * default (buying-flow.md §4), and the passengers are re-clamped to the category: both said on the page.
 */
import { z } from 'zod';
import { tripHref } from '../trip/selection.ts';
import { categoryRefusal, tripFor } from '../trip/trip-actions.ts';
import { defineAction } from './define-action.ts';

export const selectCategory = defineAction({
  name: 'selectCategory',
  page: 'product',
  input: z.strictObject({ category: z.number().int().positive() }),
  async run(args) {
    const trip = await tripFor(args);
    const refusal = categoryRefusal(trip, args.input.category, trip.params.city, args.t);
    if (refusal) return { errors: [refusal] };
    return { url: tripHref(trip.product.url, trip.params, { category: args.input.category }) };
  },
});
