import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DepartureCitySelectorProps } from '@waypoint/schemas';
import { DepartureCitySelector } from './DepartureCitySelector.tsx';

type Option = DepartureCitySelectorProps['options'][number];

const PAGE = '/us/asia/japan/412-japan-tokyo-kyoto-and-osaka';

function option(id: string, name: string, fromPrice: string | null, selected = false, page = PAGE): Option {
  return {
    id,
    name,
    code: id,
    fromPrice,
    selected,
    href: `${page}?category=7&city=${id}`,
    action: { kind: 'submit', action: 'selectDepartureCity', input: { city: id } },
  };
}

const AIRPORTS: Option[] = [
  option('JFK', 'New York', '$3,249.00', true),
  option('EWR', 'Newark', '$3,249.00'),
  option('BOS', 'Boston', '$3,319.00'),
  option('ORD', 'Chicago', '$3,389.00'),
  option('LAX', 'Los Angeles', '$3,099.00'),
  option('MIA', 'Miami', '$3,459.00'),
];

const LAND_ONLY = {
  ...option('land-only', 'Land only', '$2,449.00'),
  description: 'No flights: you arrange your own travel and meet the group in Tokyo on day 1.',
};

const meta = {
  title: 'Trip/DepartureCitySelector',
  component: DepartureCitySelector,
  args: {
    title: 'Departure airport',
    fromLabel: 'From',
    kind: 'airports',
    options: AIRPORTS,
    landOnly: LAND_ONLY,
    notice: null,
  },
} satisfies Meta<typeof DepartureCitySelector>;
export default meta;

type Story = StoryObj<typeof meta>;

/** New York chosen, land only offered beside the airports. */
export const Airports: Story = {};

/** Land only chosen. */
export const LandOnlySelected: Story = {
  args: {
    options: AIRPORTS.map((airport) => ({ ...airport, selected: false })),
    landOnly: { ...LAND_ONLY, selected: true },
  },
};

/** The address asked for a city this category does not fly from: the default was chosen instead. */
export const WithNotice: Story = {
  args: {
    options: AIRPORTS.slice(0, 3),
    landOnly: null,
    notice: 'Flights from Denver are not available for this category, so we chose New York instead.',
  },
};

/** The airports failed to load: the notice alone, land only still offered. */
export const AirportsFailed: Story = {
  args: {
    options: [],
    landOnly: { ...LAND_ONLY, selected: true },
    notice: 'We could not load the departure airports. Please try again in a few minutes.',
  },
};

/** An offline product: its cities, with no codes and no prices. */
export const OfflineCities: Story = {
  args: {
    title: 'Departure city',
    kind: 'cities',
    options: [
      option('c-12', 'Tokyo', null, true),
      option('c-14', 'Osaka', null),
      option('c-19', 'Fukuoka', null),
    ],
    landOnly: null,
  },
};

const ES_PAGE = '/es/asia/japon/412-japon-tokio-kioto-y-osaka';

export const Spanish: Story = {
  args: {
    title: 'Aeropuerto de salida',
    options: [
      option('MAD', 'Madrid', '2.899,00 €', true, ES_PAGE),
      option('BCN', 'Barcelona', '2.949,00 €', false, ES_PAGE),
      option('BIO', 'Bilbao', '3.059,00 €', false, ES_PAGE),
      option('VLC', 'Valencia', '3.019,00 €', false, ES_PAGE),
    ],
    landOnly: {
      ...option('land-only', 'Solo alojamiento y circuito', '2.199,00 €', false, ES_PAGE),
      description: 'Sin vuelos: llegas por tu cuenta y te unes al grupo en Tokio el día 1.',
    },
  },
};

export const PartnerTheme: Story = { ...Spanish, globals: { theme: 'partner viajes (2)' } };
