/**
 * The traveller cancels the running flight search (buying-flow.md §4 "A flight-list search can be
 * cancelled. A cancel is tracked as 'cancel_simulation'"). The client's runtime aborts the search's own
 * request as this one starts (a newer action of the block), which aborts the upstream call; this answers
 * the page with the search off (`flights=off`, so a reload does not search again) and the event.
 */
import { z } from 'zod';
import { cancelledSearch, tripFlightSearch } from '../flights/trip-flights.ts';
import { type TripParams, tripHref } from '../trip/selection.ts';
import { tripFor } from '../trip/trip-actions.ts';
import { defineAction } from './define-action.ts';

export const cancelFlightSearch = defineAction({
  name: 'cancelFlightSearch',
  page: 'product',
  input: z.strictObject({}),
  async run(args) {
    const { product, params } = await tripFor(args);
    const trip = params as unknown as TripParams;
    const form = tripFlightSearch(product, trip);
    if (form === null) {
      return {
        errors: [{ field: 'date', code: 'NO_FLIGHT_SEARCH', message: args.t('flights.errors.noSearch') }],
      };
    }
    const { event, entities } = cancelledSearch(form);
    return { url: tripHref(product.url, trip, { flights: 'off' }), events: [{ event, entities }] };
  },
});
