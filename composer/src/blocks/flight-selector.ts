/**
 * The flights of the chosen day (buying-flow.md §3 "Flight search", §4 "Flights", §6).
 *
 * On the trip page, once a day is chosen (and unless the choice is land only), the block first says it
 * is loading: its `load` action searches in the background (the traveller can cancel it, and a newer
 * search aborts it and its upstream call) and answers the address with `flights=shown`, whose page shows
 * the list from the 15-minute flight cache (`searchTime` 0, §4). So the trip page stays one shared,
 * cacheable page per address; a list no longer cached is searched again by the page itself. A failed
 * search is `flights=failed`, with a retry. Choosing a flight starts the checkout.
 *
 * In the checkout (its flight step) the block shows the order attempt's flights and changes the
 * attempt's flight; a checkout page is a visitor page, whose blocks are never cached.
 */
import { type FlightSearchForm, type FlightSelectorProps, LAND_ONLY_DEPARTURE_ID } from '@waypoint/schemas';
import type { TFunction } from 'i18next';
import { cancelFlightSearch } from '../actions/cancel-flight-search.ts';
import { chooseFlight } from '../actions/choose-flight.ts';
import { submitOf } from '../actions/define-action.ts';
import { searchFlights } from '../actions/search-flights.ts';
import { startCheckout } from '../actions/start-checkout.ts';
import { checkoutOf, isCheckoutParams } from '../checkout/checkout-data.ts';
import { defineResolver, degraded, type ResolveArgs } from '../compose/types.ts';
import { Errors } from '../errors.ts';
import { preselectedFlight, receivedFlights } from '../flights/flight-view.ts';
import { cancelledSearch, tripFlightSearch } from '../flights/trip-flights.ts';
import { longDate } from '../trip/dates.ts';
import { passengersOf, type TripParams } from '../trip/selection.ts';
import { SELECTION, TRIP, tripOf } from '../trip/trip-data.ts';

type Args = ResolveArgs<'FlightSelector'>;

export const searchKeyOf = (form: FlightSearchForm): string =>
  [
    form.productId,
    form.categoryId,
    form.departureCity,
    form.departureDate,
    form.adults,
    form.children,
    form.babies,
  ].join(':');

function summaryOf(t: TFunction, args: Args, form: FlightSearchForm): string {
  const pax = Number(form.adults) + Number(form.children) + Number(form.babies);
  return t('flights.summary', {
    city: form.departureCity,
    from: longDate(form.departureDate, args.ctx.locale),
    to: form.returnDate ? longDate(form.returnDate, args.ctx.locale) : '',
    count: pax,
  });
}

async function onTripPage(args: Args) {
  const { t, ctx } = args;
  const { product, params } = await tripOf(args);
  const trip = params as TripParams;
  if (trip.date === null) return null;
  const base: Omit<FlightSelectorProps, 'searchKey' | 'state' | 'summary' | 'cancelled'> = {
    title: t('flights.title'),
    loadingLabel: t('flights.loading'),
    load: null,
    cancel: null,
    retry: null,
    errorCode: null,
    message: null,
    searchTime: null,
    tabs: [],
    defaultTab: null,
    flights: [],
    proceed: null,
    notice: null,
  };
  const form = tripFlightSearch(product, trip);
  if (form === null) {
    if (trip.city !== LAND_ONLY_DEPARTURE_ID) return null;
    // Land only: no flights to search; the checkout starts from the day.
    return {
      ...base,
      searchKey: `land-only:${trip.date}`,
      state: 'received' as const,
      summary: t('flights.landOnly'),
      cancelled: { kind: 'track' as const, event: 'cancel_simulation' as const, entities: {} },
      proceed: { label: t('flights.continue'), action: submitOf(startCheckout, {}) },
    };
  }
  const common = {
    ...base,
    searchKey: searchKeyOf(form),
    summary: summaryOf(t, args, form),
    cancelled: cancelledSearch(form),
  };
  if (trip.flights === '') {
    return {
      ...common,
      state: 'loading' as const,
      load: { ...submitOf(searchFlights, {}), background: true as const },
      cancel: { label: t('flights.cancel'), action: submitOf(cancelFlightSearch, {}) },
    };
  }
  if (trip.flights === 'failed') {
    return {
      ...common,
      state: 'error' as const,
      errorCode: 'ERROR_FLIGHTS_LIST' as const,
      message: t('flights.failed'),
      retry: { label: t('flights.retry'), action: submitOf(searchFlights, { retry: true }) },
    };
  }
  if (trip.flights === 'off') {
    return {
      ...common,
      state: 'deleted' as const,
      message: t('flights.cancelled'),
      retry: { label: t('flights.retry'), action: submitOf(searchFlights, { retry: true }) },
    };
  }
  let cached = args.sources.flights.cached(form);
  if (cached === null) {
    // The list is no longer cached (15 minutes passed): the page searches again, within its deadline.
    try {
      cached = await args.sources.flights.search(form, args.signal);
    } catch (err) {
      args.log.error({ err: new Errors.ERROR_FLIGHTS_LIST((err as Error).message, { cause: err }) });
      return degraded({
        ...common,
        state: 'error' as const,
        errorCode: 'ERROR_FLIGHTS_LIST' as const,
        message: t('flights.failed'),
        retry: { label: t('flights.retry'), action: submitOf(searchFlights, { retry: true }) },
      });
    }
  }
  const heldId = preselectedFlight(cached, ctx.experiments);
  const received = receivedFlights({
    ctx,
    t,
    list: cached,
    heldId,
    flightSelectorEnabled: true,
    recommendedTabVersion: false,
    choose: (flightId) => submitOf(startCheckout, { flightId }),
  });
  return {
    ...common,
    ...received,
    retry:
      received.state === 'error'
        ? { label: t('flights.otherDay'), action: submitOf(searchFlights, { retry: true }) }
        : null,
    proceed:
      received.state === 'received' && heldId
        ? { label: t('flights.continue'), action: submitOf(startCheckout, { flightId: heldId }) }
        : null,
    notice: t('flights.perPerson', { count: passengersOf(trip).adults + passengersOf(trip).children }),
  };
}

async function inCheckout(args: Args) {
  const { t, ctx } = args;
  const checkout = await checkoutOf(args);
  if (checkout.params.step !== 'flight' || checkout.static.isLandOnly) return null;
  const list = await args.sources.checkout.flights(checkout.params.token, args.signal);
  if (list === null) return null;
  const received = receivedFlights({
    ctx,
    t,
    list: { ...list, cached: true },
    heldId: list.selectedId,
    flightSelectorEnabled: checkout.static.enabledExtraServices.isFlightSelectorEnabled,
    recommendedTabVersion: checkout.static.isFlightRecommendedTabVersion,
    choose: (flightId) => submitOf(chooseFlight, { flightId, revision: checkout.static.revision }),
  });
  return {
    title: t('flights.checkoutTitle'),
    searchKey: `checkout:${checkout.params.token}`,
    summary: t('flights.checkoutSummary'),
    loadingLabel: t('flights.loading'),
    load: null,
    cancel: null,
    cancelled: { kind: 'track' as const, event: 'cancel_simulation' as const, entities: {} },
    retry: null,
    proceed: null,
    notice: null,
    ...received,
    searchTime: null,
  };
}

export const flightSelector = defineResolver({
  type: 'FlightSelector',
  dimensions: [
    ...TRIP,
    ...SELECTION,
    'param:flights',
    'affiliate',
    'siteKind',
    'experiment:ABSimplifiedFlightSelector',
    'experiment:ABFlightFilterNoFlightPreSelection',
  ],
  resolve: (args) => (isCheckoutParams(args.params) ? inCheckout(args) : onTripPage(args)),
});
