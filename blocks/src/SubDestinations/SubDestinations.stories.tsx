import type { Meta, StoryObj } from '@storybook/react-vite';
import { placeholderImage } from '../fixtures.ts';
import { SubDestinations } from './SubDestinations.tsx';

const PLACES: [number, 'country' | 'region', string, number, string][] = [
  [202, 'region', 'East Africa', 9, 'africa/east-africa'],
  [104, 'country', 'Tanzania', 5, 'africa/tanzania'],
  [105, 'country', 'South Africa', 6, 'africa/south-africa'],
  [106, 'country', 'Namibia', 3, 'africa/namibia'],
];

const meta = {
  title: 'Destination/SubDestinations',
  component: SubDestinations,
  args: {
    title: 'Near Kenya',
    destinations: PLACES.map(([id, kind, name, amount, path], index) => ({
      id,
      kind,
      name,
      image: { ...placeholderImage(name, (index * 60 + 20) % 360, 480, 600), alt: '' },
      amountLabel: `${amount} trips`,
      href: `/us/${path}`,
    })),
  },
} satisfies Meta<typeof SubDestinations>;
export default meta;

type Story = StoryObj<typeof meta>;

export const English: Story = {};

export const PartnerTheme: Story = { globals: { theme: 'partner viajes (2)' } };
