import type { Meta, StoryObj } from '@storybook/react-vite';
import { ENGLISH, heroImages, SPANISH } from './story-props.ts';
import { TripHero } from './TripHero.tsx';

const meta = {
  title: 'Trip/TripHero',
  component: TripHero,
  args: ENGLISH,
} satisfies Meta<typeof TripHero>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Deal of the week, an old price, the gallery and share (the system share sheet where the browser has one). */
export const English: Story = {};

/** No deal, no old price: the plain from-price. */
export const RegularPrice: Story = {
  args: {
    dealOfTheWeek: null,
    fromPrice: { label: 'From', price: '$3,249.00', oldPrice: null, perPerson: 'per person' },
  },
};

/** showGallery off: no thumbnails. */
export const GalleryOff: Story = { args: { gallery: [] } };

/** Social share off (private label): no share button. */
export const NoShare: Story = { args: { share: null } };

/** A long title and two countries (narrow the viewport to 375 px to see it wrap). */
export const LongTitle: Story = {
  args: {
    title: 'Peru and Bolivia: Machu Picchu, Lake Titicaca and the Uyuni salt flats in 15 days',
    destination: 'Peru and Bolivia',
    days: 15,
    durationLabel: '15 days',
    images: heroImages(25, 'Machu Picchu at sunrise'),
    dealOfTheWeek: null,
  },
};

export const Spanish: Story = { args: SPANISH };

export const PartnerTheme: Story = { args: SPANISH, globals: { theme: 'partner viajes (2)' } };
