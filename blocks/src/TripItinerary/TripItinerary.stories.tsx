import type { Meta, StoryObj } from '@storybook/react-vite';
import { JAPAN_DAYS, PERU_DAYS, SPANISH_DAYS } from './story-days.ts';
import { TripItinerary } from './TripItinerary.tsx';

const meta = {
  title: 'Trip/TripItinerary',
  component: TripItinerary,
  args: {
    title: 'Itinerary',
    days: JAPAN_DAYS,
    labels: { meals: 'Meals', accommodation: 'Accommodation' },
  },
} satisfies Meta<typeof TripItinerary>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Ten days, the first two open. */
export const English: Story = {};

/** A long itinerary: fifteen days. */
export const LongItinerary: Story = { args: { title: 'Day by day', days: PERU_DAYS } };

export const Spanish: Story = {
  args: {
    title: 'Itinerario',
    days: SPANISH_DAYS,
    labels: { meals: 'Comidas', accommodation: 'Alojamiento' },
  },
};

export const PartnerTheme: Story = { ...Spanish, globals: { theme: 'partner viajes (2)' } };
