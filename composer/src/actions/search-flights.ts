/**
 * The flight search of the trip page's chosen day (buying-flow.md §4 "Flights"): a background action
 * that the FlightSelector dispatches while it says it is loading. The search runs (or joins the same
 * search already running) until it answers or the client goes away: the traveller's cancel or a newer
 * search aborts the request, and with it the upstream call once no one else waits for it. The answer is
 * the page with `flights=shown`, which shows the cached list. `retry` searches again after a cancel or
 * a failure.
 */
import { z } from 'zod';
import { Errors } from '../errors.ts';
import { tripFlightSearch } from '../flights/trip-flights.ts';
import type { TripParams } from '../trip/selection.ts';
import { tripHref } from '../trip/selection.ts';
import { tripFor } from '../trip/trip-actions.ts';
import { defineAction } from './define-action.ts';

export const searchFlights = defineAction({
  name: 'searchFlights',
  page: 'product',
  input: z.strictObject({ retry: z.boolean().optional() }),
  async run(args) {
    const { product, params } = await tripFor(args);
    const trip = params as unknown as TripParams;
    const form = tripFlightSearch(product, trip);
    if (form === null) {
      return {
        errors: [{ field: 'date', code: 'NO_FLIGHT_SEARCH', message: args.t('flights.errors.noSearch') }],
      };
    }
    try {
      await args.sources.flights.search(form, args.signal);
    } catch (err) {
      // A cancelled search is only logged (§8); a failed one shows ERROR_FLIGHTS_LIST with a retry.
      if (args.signal.aborted) {
        // Nobody waits for the answer: nothing to compose.
        args.log.debug({ search: form }, 'flight search cancelled');
        return {
          errors: [{ field: 'search', code: 'SEARCH_CANCELLED', message: args.t('flights.cancelled') }],
        };
      } else {
        args.log.error({ err: new Errors.ERROR_FLIGHTS_LIST((err as Error).message, { cause: err }) });
        return { url: tripHref(product.url, trip, { flights: 'failed' }), refresh: ['FlightSelector'] };
      }
    }
    // Sent whole even when the page on screen was already this address.
    return { url: tripHref(product.url, trip, { flights: 'shown' }), refresh: ['FlightSelector'] };
  },
});
