import type { Meta, StoryObj } from '@storybook/react-vite';
import { TripHeaderText } from './TripHeaderText.tsx';

const meta = {
  title: 'Trip/TripHeaderText',
  component: TripHeaderText,
  args: {
    mobile: 'Spring sale: up to 30% off',
    tabletUp: 'Spring sale: up to 30% off selected departures until March 31',
  },
} satisfies Meta<typeof TripHeaderText>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A shorter text on phones; resize the viewport below 768 px to see it. */
export const English: Story = {};

/** The same text on every screen: rendered once. */
export const SameText: Story = {
  args: {
    mobile: 'Free cancellation up to 30 days before departure',
    tabletUp: 'Free cancellation up to 30 days before departure',
  },
};

export const French: Story = {
  args: {
    mobile: 'Soldes de printemps : jusqu’à -30 %',
    tabletUp: 'Soldes de printemps : jusqu’à -30 % sur une sélection de départs jusqu’au 31 mars',
  },
};

export const PartnerTheme: Story = { ...French, globals: { theme: 'partner viajes (2)' } };
