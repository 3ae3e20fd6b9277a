import type { Meta, StoryObj } from '@storybook/react-vite';
import { CARD_LABELS, tripCard } from '../fixtures.ts';
import { ThemedCarousel } from './ThemedCarousel.tsx';

const meta = {
  title: 'Home/ThemedCarousel',
  component: ThemedCarousel,
  args: {
    name: 'beach-carousel',
    icon: 'beach',
    overline: null,
    title: 'Beach escapes',
    subtitle: null,
    description: 'Sand, sun and turquoise water',
    cards: [144, 6, 30, 198, 22, 13, 41].map((id) => tripCard(id)),
    seeAll: { href: '/us/landing/beach-vacations', label: 'See all trips' },
    ctaAppearance: 'default',
    layout: 'slider',
    labels: { previous: 'Previous', next: 'Next' },
    cardLabels: CARD_LABELS,
  },
} satisfies Meta<typeof ThemedCarousel>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Beach: Story = {};

export const Safari: Story = {
  args: {
    name: 'safari-carousel',
    icon: 'safari',
    title: 'On safari',
    description: 'The big five, at golden hour, with expert guides',
    cards: [12, 20, 28, 36].map((id) => tripCard(id)),
    seeAll: { href: '/us/landing/safari', label: 'See all trips' },
  },
};

/** The promotional card-slider layout with wider cards. */
export const CardsSlider: Story = {
  args: {
    layout: 'cardsSlider',
    icon: 'honeymoon',
    name: 'honeymoon-carousel',
    title: 'Honeymoons',
    description: 'Unforgettable trips for two',
  },
};

export const Spanish: Story = {
  args: {
    title: 'Escapadas de playa',
    description: 'Arena, sol y aguas turquesas',
    cards: [198, 6, 30, 144].map((id) =>
      tripCard(id, {
        durationLabel: `${7 + (id % 9)} días`,
        fromPrice: `${(999 + id * 130).toLocaleString('de-DE')},00 €`,
        oldPrice: null,
        pricingPercentage: '',
        pricePerNight: `${Math.round((999 + id * 130) / (6 + (id % 9)))},00 €`,
      }),
    ),
    seeAll: { href: '/es/landing/escapadas-de-playa', label: 'Ver todos los viajes' },
    labels: { previous: 'Anterior', next: 'Siguiente' },
    cardLabels: { from: 'Desde', perNight: 'por noche', isNew: 'Nuevo', discount: 'Ahorra' },
  },
};

export const PartnerTheme: Story = { ...Spanish, globals: { theme: 'partner viajes (2)' } };
