/** Flight selector props for the stories and tests, shaped like the composer's (en-US, JFK to Tokyo). */
import type { FlightOptionView, FlightSelectorProps, FlightTabView, SubmitAction } from '@waypoint/schemas';

const submit = (action: string, input: Record<string, unknown> = {}): SubmitAction => ({
  kind: 'submit',
  action,
  input,
});

interface FlightSeed {
  id: string;
  price: string;
  carrierName: string;
  cabin: FlightOptionView['cabin'];
  duration: string;
  baggage: string;
  out: [depart: string, arrive: string, dayShift: number, duration: string, stops: string];
  back: [depart: string, arrive: string, dayShift: number, duration: string, stops: string];
  carriers: string;
}

const CABINS: Record<FlightOptionView['cabin'], string> = {
  CAB_ECONOMY: 'Economy',
  CAB_ECONOMY_PLUS: 'Premium economy',
  CAB_BUSINESS: 'Business',
};

const SEEDS: FlightSeed[] = [
  {
    id: 'f-jl5',
    price: '$3,249.00',
    carrierName: 'Japan Airlines',
    cabin: 'CAB_ECONOMY',
    duration: '27 h 35 min',
    baggage: '2 checked bags',
    out: ['11:25', '14:40', 1, '14 h 15 min', 'Direct'],
    back: ['17:15', '16:35', 0, '13 h 20 min', 'Direct'],
    carriers: 'Japan Airlines',
  },
  {
    id: 'f-ua79',
    price: '$3,129.00',
    carrierName: 'United Airlines',
    cabin: 'CAB_ECONOMY',
    duration: '31 h 05 min',
    baggage: '1 checked bag',
    out: ['06:05', '15:30', 1, '16 h 25 min', '1 stop (SFO)'],
    back: ['16:50', '17:30', 0, '14 h 40 min', '1 stop (SFO)'],
    carriers: 'United Airlines, ANA',
  },
  {
    id: 'f-nh9',
    price: '$3,399.00',
    carrierName: 'ANA',
    cabin: 'CAB_ECONOMY_PLUS',
    duration: '27 h 50 min',
    baggage: '2 checked bags',
    out: ['13:00', '16:25', 1, '14 h 25 min', 'Direct'],
    back: ['11:05', '10:30', 0, '13 h 25 min', 'Direct'],
    carriers: 'ANA',
  },
  {
    id: 'f-jl5-j',
    price: '$6,849.00',
    carrierName: 'Japan Airlines',
    cabin: 'CAB_BUSINESS',
    duration: '27 h 35 min',
    baggage: '3 checked bags',
    out: ['11:25', '14:40', 1, '14 h 15 min', 'Direct'],
    back: ['17:15', '16:35', 0, '13 h 20 min', 'Direct'],
    carriers: 'Japan Airlines',
  },
  {
    id: 'f-dl-ams',
    price: '$2,989.00',
    carrierName: 'Delta',
    cabin: 'CAB_ECONOMY',
    duration: '38 h 10 min',
    baggage: 'No checked bag',
    out: ['18:40', '07:15', 2, '22 h 35 min', '1 stop (AMS)'],
    back: ['10:10', '15:45', 0, '15 h 35 min', '1 stop (AMS)'],
    carriers: 'Delta, KLM',
  },
];

const HELD = 'f-jl5';
const SEARCH_KEY = 'JFK-2025-03-12-2A-7f3c';

export interface FlightFixtureOptions {
  /** The flight chosen (held); none when null. */
  selectedId?: string | null;
  /** ABSimplifiedFlightSelector: each price against the held flight's. */
  priceDifferences?: boolean;
  /** A predicted flight: no details, a note instead. */
  predicted?: boolean;
  /** The business tab has no flights. */
  noBusiness?: boolean;
}

function flight(seed: FlightSeed, options: FlightFixtureOptions): FlightOptionView {
  const selectedId = options.selectedId === undefined ? HELD : options.selectedId;
  const selected = seed.id === selectedId;
  const predicted = options.predicted === true && seed.id === 'f-dl-ams';
  const amount = (price: string) => Number(price.replace(/[$,]/g, ''));
  const difference = amount(seed.price) - amount(SEEDS[0]!.price);
  const leg = (label: string, date: string, from: string, to: string, l: FlightSeed['out']) => ({
    label,
    date,
    departTime: l[0],
    arriveTime: l[1],
    from,
    to,
    dayShift: l[2],
    duration: l[3],
    stops: l[4],
    carriers: seed.carriers,
  });
  return {
    id: seed.id,
    price: seed.price,
    priceDifference: options.priceDifferences
      ? `${difference < 0 ? '-' : '+'}$${Math.abs(difference).toLocaleString('en-US')}.00`
      : null,
    cabin: seed.cabin,
    cabinLabel: CABINS[seed.cabin],
    carrierName: seed.carrierName,
    duration: seed.duration,
    baggage: seed.baggage,
    recommended: seed.id === 'f-jl5' || seed.id === 'f-nh9',
    selected,
    legs: predicted
      ? null
      : [
          leg('Outbound', 'Wed, Mar 12', 'JFK', 'HND', seed.out),
          leg('Return', 'Mon, Mar 24', 'KIX', 'JFK', seed.back),
        ],
    predictedNote: predicted
      ? 'Estimated flight: times and airlines are confirmed after booking, at the latest 10 days before departure.'
      : null,
    choose: {
      label: selected ? 'Selected' : 'Choose this flight',
      action: submit('selectFlight', { flightId: seed.id }),
    },
  };
}

const applied = (value: FlightTabView['id'], results: number): FlightTabView['applied'] => ({
  kind: 'track',
  event: 'filter_applied',
  entities: { filter: { name: 'flight_tab', value, results } },
});

function tabs(options: FlightFixtureOptions): FlightTabView[] {
  return [
    {
      id: 'recommended',
      label: 'Recommended',
      flightIds: ['f-jl5', 'f-nh9', 'f-ua79', 'f-dl-ams'],
      empty: 'No recommended flights for this day.',
      applied: applied('recommended', 4),
    },
    {
      id: 'shortest',
      label: 'Shortest',
      flightIds: ['f-jl5', 'f-nh9', 'f-ua79', 'f-dl-ams'],
      empty: 'No flights for this day.',
      applied: applied('shortest', 4),
    },
    {
      id: 'business',
      label: 'Business',
      flightIds: options.noBusiness ? [] : ['f-jl5-j'],
      empty: 'No business class flights for this day. Try another departure date.',
      applied: applied('business', options.noBusiness ? 0 : 1),
    },
  ];
}

const BASE: Omit<FlightSelectorProps, 'state' | 'tabs' | 'flights' | 'searchTime' | 'message' | 'errorCode'> =
  {
    title: 'Your flights',
    searchKey: SEARCH_KEY,
    summary: 'Flights from New York (JFK), Mar 12 – Mar 24, 2 adults',
    loadingLabel: 'Searching for the best flights for your trip…',
    load: { ...submit('loadFlights', { searchKey: SEARCH_KEY }), background: true },
    cancel: { label: 'Cancel search', action: submit('cancelFlightSearch', { searchKey: SEARCH_KEY }) },
    cancelled: { kind: 'track', event: 'cancel_simulation', entities: { searchKey: SEARCH_KEY } },
    retry: { label: 'Search again', action: submit('searchFlights', { date: '2025-03-12' }) },
    defaultTab: 'recommended',
    proceed: null,
    notice: null,
  };

/** A new search (another key) for the same day: its own load, cancel and report. */
export function withSearchKey(props: FlightSelectorProps, searchKey: string): FlightSelectorProps {
  return {
    ...props,
    searchKey,
    load: props.load ? { ...props.load, input: { searchKey } } : null,
    cancel: props.cancel
      ? { ...props.cancel, action: { ...props.cancel.action, input: { searchKey } } }
      : null,
    cancelled: { ...props.cancelled, entities: { searchKey } },
  };
}

export function loadingProps(overrides: Partial<FlightSelectorProps> = {}): FlightSelectorProps {
  return {
    ...BASE,
    state: 'loading',
    errorCode: null,
    message: null,
    searchTime: null,
    tabs: [],
    flights: [],
    ...overrides,
  };
}

export function receivedProps(
  options: FlightFixtureOptions = {},
  overrides: Partial<FlightSelectorProps> = {},
): FlightSelectorProps {
  return {
    ...BASE,
    state: 'received',
    load: null,
    cancel: null,
    retry: null,
    errorCode: null,
    message: null,
    searchTime: 'Found in 0.8 s',
    tabs: tabs(options),
    flights: SEEDS.map((seed) => flight(seed, options)),
    proceed:
      options.selectedId === null
        ? null
        : { label: 'Continue with this flight', action: submit('confirmFlight', { flightId: HELD }) },
    ...overrides,
  };
}

export function errorProps(
  errorCode: NonNullable<FlightSelectorProps['errorCode']>,
  overrides: Partial<FlightSelectorProps> = {},
): FlightSelectorProps {
  return {
    ...BASE,
    state: 'error',
    load: null,
    cancel: null,
    errorCode,
    message:
      errorCode === 'ERR_NO_FLIGHTS_AVAILABLE'
        ? 'There are no flights from New York (JFK) on this day. Please choose another departure date.'
        : 'We could not load the flights. Please try again.',
    searchTime: null,
    tabs: [],
    flights: [],
    ...overrides,
  };
}

export function cancelledProps(overrides: Partial<FlightSelectorProps> = {}): FlightSelectorProps {
  return {
    ...BASE,
    state: 'deleted',
    load: null,
    cancel: null,
    errorCode: null,
    message: 'You cancelled the flight search.',
    searchTime: null,
    tabs: [],
    flights: [],
    ...overrides,
  };
}
