import { z } from 'zod';
import { SubmitAction, TrackAction } from '../actions.ts';
import { defineBlock } from '../define-block.ts';
import { CabinCode } from '../upstream/checkout.ts';

/** One way of a flight as shown: times, airports, stops and carriers, already worded. */
export const FlightLegView = z
  .object({
    label: z.string().describe("'Outbound' or 'Return'"),
    date: z.string().describe('The departure day, in the market’s date format'),
    departTime: z.string(),
    arriveTime: z.string(),
    from: z.string().describe('IATA code'),
    to: z.string().describe('IATA code'),
    dayShift: z.number().int().nonnegative().describe('Days between departure and arrival (+1)'),
    duration: z.string().describe("'11 h 20 min'"),
    stops: z.string().describe("'Direct', '1 stop (AMS)'"),
    carriers: z.string(),
  })
  .meta({ id: 'FlightLegView' });
export type FlightLegView = z.infer<typeof FlightLegView>;

/** A flight option (buying-flow.md §3 "Flight search"; §6 "Real flight details shown"). */
export const FlightOptionView = z
  .object({
    id: z.string(),
    price: z.string().describe('The trip per person with this flight, formatted'),
    priceDifference: z
      .string()
      .nullable()
      .describe("'+$120.00' against the flight held (ABSimplifiedFlightSelector); null otherwise"),
    cabin: CabinCode,
    cabinLabel: z.string(),
    carrierName: z.string(),
    duration: z.string().describe('Both ways together'),
    baggage: z.string().describe("'2 checked bags', 'No checked bag'"),
    recommended: z.boolean(),
    selected: z.boolean(),
    /** Null when the flight is predicted and details are not shown (§6): the card says so instead. */
    legs: z.array(FlightLegView).nullable(),
    predictedNote: z.string().nullable(),
    choose: z.object({ label: z.string(), action: SubmitAction }).nullable(),
  })
  .meta({ id: 'FlightOptionView' });
export type FlightOptionView = z.infer<typeof FlightOptionView>;

export const FlightTabView = z
  .object({
    id: z.enum(['recommended', 'business', 'shortest']),
    label: z.string(),
    /** Ids of `flights` in this tab's order; empty: `empty` is shown. */
    flightIds: z.array(z.string()),
    empty: z.string(),
    applied: TrackAction.describe('filter_applied, emitted when the traveller opens this tab'),
  })
  .meta({ id: 'FlightTabView' });
export type FlightTabView = z.infer<typeof FlightTabView>;

/**
 * The flights of the chosen day (buying-flow.md §3 "Flight search", §4 "Flights"; §6 flight rules). The
 * list's state: `loading` (the block dispatches `load`, which `cancel` or a newer search aborts; the
 * aborted search is reported with `cancelled`), `received`, `error` (ERROR_FLIGHTS_LIST or
 * ERR_NO_FLIGHTS_AVAILABLE with the list's own message) or `deleted` (cancelled: `retry` searches
 * again). On the trip page choosing a flight starts the checkout; in the checkout it changes the flight.
 */
export const FlightSelectorProps = z
  .object({
    title: z.string(),
    /** Changes with every new search: a block that sees it change while loading reports the cancel. */
    searchKey: z.string(),
    state: z.enum(['loading', 'received', 'error', 'deleted']),
    summary: z.string().describe("'Flights from New York (JFK), 12 Mar – 24 Mar, 2 adults'"),
    loadingLabel: z.string(),
    load: SubmitAction.nullable(),
    cancel: z.object({ label: z.string(), action: SubmitAction }).nullable(),
    cancelled: TrackAction.describe('cancel_simulation, emitted when a newer search aborts this one'),
    retry: z.object({ label: z.string(), action: SubmitAction }).nullable(),
    errorCode: z.enum(['ERR_NO_FLIGHTS_AVAILABLE', 'ERROR_FLIGHTS_LIST']).nullable(),
    message: z.string().nullable(),
    searchTime: z.string().nullable().describe("'Found in 0.8 s', or 'Saved search' for a cached one"),
    tabs: z.array(FlightTabView),
    defaultTab: z.enum(['recommended', 'business', 'shortest']).nullable(),
    flights: z.array(FlightOptionView),
    /** The held flight's choice, when one is preselected (not under ABFlightFilterNoFlightPreSelection). */
    proceed: z.object({ label: z.string(), action: SubmitAction }).nullable(),
    notice: z.string().nullable(),
  })
  .meta({ id: 'FlightSelectorProps' });
export type FlightSelectorProps = z.infer<typeof FlightSelectorProps>;

export const FlightSelectorConfig = z.strictObject({}).meta({ id: 'FlightSelectorConfig' });

export const FlightSelectorDefinition = defineBlock({
  type: 'FlightSelector',
  props: FlightSelectorProps,
  config: FlightSelectorConfig,
  region: 'main',
  pageKinds: ['product', 'checkout'],
  label: 'Flights',
  description:
    'The flights of the chosen day, by tab (recommended, shortest, business), with cancel and retry.',
  interactive: { hydrate: 'load' },
});
