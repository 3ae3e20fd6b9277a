import type { Meta, StoryObj } from '@storybook/react-vite';
import { DestinationTrips } from './DestinationTrips.tsx';
import { destinationTrips } from './fixtures.ts';

const meta = {
  title: 'Destination/DestinationTrips',
  component: DestinationTrips,
  args: destinationTrips('grid'),
} satisfies Meta<typeof DestinationTrips>;
export default meta;

type Story = StoryObj<typeof meta>;

/** ABC_PLPRevamp v1: the card grid. */
export const Grid: Story = {};

/** ABC_PLPRevamp v2: wide cards in a list. */
export const List: Story = { args: destinationTrips('list', 2) };

/** ABC_PLPRevamp v3: a compact grid. */
export const Compact: Story = { args: destinationTrips('compact', 3) };

export const Empty: Story = { args: { ...destinationTrips('grid'), cards: [], pagination: null } };

export const PartnerTheme: Story = { globals: { theme: 'partner viajes (2)' } };
