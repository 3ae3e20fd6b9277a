/**
 * A flight list as the FlightSelector shows it (buying-flow.md §3 "Flight search", §4 "Flights", §6
 * "Checkout capability rules"): the list sorted by price and by duration (`flightSearchReducer`), the
 * tabs of §6 (reading A, config `flightSelectorTabs`), real details only where §6 allows them, the
 * price difference under ABSimplifiedFlightSelector, and no preselection under
 * ABFlightFilterNoFlightPreSelection. Pure: the resolvers and actions pass the list and the rules' inputs.
 */
import {
  baggagePieces,
  type FlightTab,
  flightPreselected,
  flightSearchReducer,
  flightSelectorTabs,
  formatPrice,
  initialFlightSearch,
  realFlightDetailsShown,
  simplifiedFlightSelector,
} from '@waypoint/config';
import type {
  FlightLegView,
  FlightOptionView,
  FlightSelectorProps,
  FlightTabView,
  SubmitAction,
  UpstreamFlight,
  UpstreamFlightLeg,
  UpstreamFlightList,
} from '@waypoint/schemas';
import type { TFunction } from 'i18next';
import type { RequestContext } from '../compose/types.ts';
import { shortDate } from '../trip/dates.ts';

export interface FlightViewInput {
  ctx: RequestContext;
  t: TFunction;
  list: UpstreamFlightList & { cached: boolean };
  /** The flight held: the checkout's, or on the trip page the recommended one when preselection applies. */
  heldId: string | null;
  flightSelectorEnabled: boolean;
  /** The choice of a flight: start the checkout with it, or change the checkout's flight. */
  choose: (flightId: string) => SubmitAction;
  recommendedTabVersion: boolean;
}

export const minutesLabel = (t: TFunction, minutes: number): string =>
  t('flights.duration', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });

const time = (localDateTime: string) => localDateTime.slice(11, 16);

function dayShift(from: string, to: string): number {
  const a = Date.parse(`${from.slice(0, 10)}T00:00:00Z`);
  const b = Date.parse(`${to.slice(0, 10)}T00:00:00Z`);
  return Math.max(0, Math.round((b - a) / 86_400_000));
}

function legView(t: TFunction, ctx: RequestContext, label: string, leg: UpstreamFlightLeg): FlightLegView {
  const first = leg.segments[0]!;
  const last = leg.segments[leg.segments.length - 1]!;
  const via = leg.segments.slice(1).map((s) => s.from);
  return {
    label,
    date: shortDate(leg.departureDate, ctx.locale),
    departTime: time(first.departure),
    arriveTime: time(last.arrival),
    from: first.from,
    to: last.to,
    dayShift: dayShift(first.departure, last.arrival),
    duration: minutesLabel(t, leg.durationMins),
    stops:
      via.length === 0 ? t('flights.direct') : t('flights.stops', { count: via.length, via: via.join(', ') }),
    carriers: [...new Set(leg.segments.map((s) => s.carrierName))].join(', '),
  };
}

export function baggageLabel(t: TFunction, allowance: string): string {
  const pieces = baggagePieces(allowance);
  return pieces === 0 ? t('flights.noBag') : t('flights.bags', { count: pieces });
}

/** The flight options of a received list, with tabs; the held flight is marked selected. */
export function receivedFlights(
  input: FlightViewInput,
): Pick<
  FlightSelectorProps,
  'tabs' | 'defaultTab' | 'flights' | 'errorCode' | 'message' | 'searchTime' | 'state'
> {
  const { ctx, t, list } = input;
  // §4 Flights: receiving the list sorts it both ways, and no flights is ERR_NO_FLIGHTS_AVAILABLE.
  const search = flightSearchReducer(flightSearchReducer(initialFlightSearch, { type: 'requestList' }), {
    type: 'receiveList',
    hasFlights: list.hasFlights,
    list: list.list,
    message: list.message,
    searchTime: list.searchTime,
    cached: list.cached,
  });
  const searchTime = list.cached
    ? t('flights.cachedSearch')
    : t('flights.searchTime', { seconds: (list.searchTime / 1000).toFixed(1) });
  if (search.errorCode !== null || search.byPrice.length === 0) {
    return {
      state: 'error',
      errorCode: 'ERR_NO_FLIGHTS_AVAILABLE',
      message: search.errorMessage ?? t('flights.noFlights'),
      searchTime,
      tabs: [],
      defaultTab: null,
      flights: [],
    };
  }
  const byPrice = search.byPrice as readonly UpstreamFlight[];
  const held = byPrice.find((f) => f.id === input.heldId) ?? null;
  const reference = held ?? byPrice[0]!;
  const showDifference = simplifiedFlightSelector(ctx.experiments);
  const isB2B = ctx.site.partnerType === 'B2B';
  const flights: FlightOptionView[] = byPrice.map((f) => {
    const details = realFlightDetailsShown({
      flightSelectorEnabled: input.flightSelectorEnabled,
      isB2B,
      isPredicted: f.isPredicted,
    });
    const difference = f.price - reference.price;
    const selected = f.id === held?.id;
    return {
      id: f.id,
      price: formatPrice(f.price, ctx.currency),
      priceDifference:
        showDifference && !selected
          ? `${difference >= 0 ? '+' : ''}${formatPrice(difference, ctx.currency)}`
          : null,
      cabin: f.cabin,
      cabinLabel: t(`flights.cabin.${f.cabin}`),
      carrierName: f.carrierName,
      duration: minutesLabel(t, f.durationMins),
      baggage: baggageLabel(t, f.baggageAllowance),
      recommended: f.recommended,
      selected,
      legs: details
        ? [legView(t, ctx, t('flights.outbound'), f.outbound), legView(t, ctx, t('flights.return'), f.return)]
        : null,
      predictedNote: details ? null : t('flights.predicted'),
      choose: selected ? null : { label: t('flights.choose'), action: input.choose(f.id) },
    };
  });
  const tabIds = flightSelectorTabs({
    affiliateId: ctx.site.affiliateId,
    subdomain: ctx.site.subdomain,
    recommendedTabVersion: input.recommendedTabVersion,
  });
  const byDuration = search.byDuration as readonly UpstreamFlight[];
  const ids = (tab: FlightTab): string[] => {
    switch (tab) {
      case 'recommended':
        return [...byPrice.filter((f) => f.recommended), ...byPrice.filter((f) => !f.recommended)].map(
          (f) => f.id,
        );
      case 'shortest':
        return byDuration.map((f) => f.id);
      case 'business':
        return byPrice.filter((f) => f.cabin === 'CAB_BUSINESS').map((f) => f.id);
    }
  };
  const tabs: FlightTabView[] = tabIds.map((id) => ({
    id,
    label: t(`flights.tabs.${id}`),
    flightIds: ids(id),
    empty: t(`flights.empty.${id}`),
    applied: {
      kind: 'track',
      event: 'filter_applied',
      entities: { filter: { name: 'flight_tab', value: id, results: ids(id).length } },
    },
  }));
  return {
    state: 'received',
    errorCode: null,
    message: null,
    searchTime,
    tabs,
    defaultTab: tabs[0]?.id ?? null,
    flights,
  };
}

/** The flight a trip page holds before the traveller chooses: the recommended one, unless the experiment says none. */
export function preselectedFlight(
  list: Pick<UpstreamFlightList, 'list'>,
  experiments: Readonly<Record<string, string>>,
): string | null {
  if (!flightPreselected(experiments)) return null;
  const recommended = list.list.find((f) => f.recommended) ?? list.list[0];
  return recommended?.id ?? null;
}
