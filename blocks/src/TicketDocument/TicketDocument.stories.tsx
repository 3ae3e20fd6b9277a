import type { Meta, StoryObj } from '@storybook/react-vite';
import { flightsOnlyProps, ticketProps } from './story-props.ts';
import { TicketDocument } from './TicketDocument.tsx';

const meta = {
  title: 'Documents/TicketDocument',
  component: TicketDocument,
  args: ticketProps(),
} satisfies Meta<typeof TicketDocument>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The whole trip: flights, transfer, hotels and an activity, by date. Print it to see the paper version. */
export const FullTrip: Story = {};

/** One traveller, flights only, no PDFs yet. */
export const FlightsOnly: Story = { args: flightsOnlyProps() };
