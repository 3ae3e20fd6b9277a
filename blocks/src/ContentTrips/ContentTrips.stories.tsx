import type { Meta, StoryObj } from '@storybook/react-vite';
import { CARD_LABELS, tripCard } from '../fixtures.ts';
import { ContentTrips } from './ContentTrips.tsx';

const meta = {
  title: 'Content/ContentTrips',
  component: ContentTrips,
  args: {
    title: 'Trips in this collection',
    cards: [1, 2, 3, 4, 5, 6].map((id) => tripCard(id)),
    cardLabels: CARD_LABELS,
    continents: [],
  },
} satisfies Meta<typeof ContentTrips>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A collection page (a theme, deals, a landing link): its trips as cards. */
export const Collection: Story = {};

/** The destinations page: continents with their countries. */
export const Destinations: Story = {
  args: {
    title: 'All our destinations',
    cards: [],
    continents: [
      {
        id: 1,
        name: 'Africa',
        href: '/us/africa',
        tripsLabel: '14 trips',
        countries: [
          { id: 12, name: 'Kenya', href: '/us/africa/kenya', tripsLabel: '6 trips' },
          { id: 13, name: 'Morocco', href: '/us/africa/morocco', tripsLabel: '8 trips' },
        ],
      },
      {
        id: 2,
        name: 'Asia',
        href: '/us/asia',
        tripsLabel: '1 trip',
        countries: [{ id: 20, name: 'Japan', href: '/us/asia/japan', tripsLabel: '1 trip' }],
      },
    ],
  },
};
