import type { Meta, StoryObj } from '@storybook/react-vite';
import { placeholderImage } from '../fixtures.ts';
import { DestinationIntro } from './DestinationIntro.tsx';
import { KENYA_INTRO } from './fixtures.ts';

const meta = {
  title: 'Destination/DestinationIntro',
  component: DestinationIntro,
  args: KENYA_INTRO,
} satisfies Meta<typeof DestinationIntro>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A country: its facts beside the introduction. */
export const Country: Story = {};

/** A region (or a continent): no facts. */
export const Region: Story = {
  args: {
    breadcrumbs: {
      label: 'Miga de pan',
      items: [
        { title: 'Inicio', href: '/es' },
        { title: 'Asia', href: '/es/asia' },
        { title: 'Asia Oriental', href: null },
      ],
    },
    title: 'Viajes a Asia Oriental',
    kindLabel: 'Región',
    image: placeholderImage('Asia Oriental', 200, 1920, 600),
    paragraphs: ['12 viajes por Asia Oriental: Japón y China.'],
    tripCountLabel: '12 viajes',
    facts: null,
  },
};

export const PartnerTheme: Story = { globals: { theme: 'partner viajes (2)' } };
