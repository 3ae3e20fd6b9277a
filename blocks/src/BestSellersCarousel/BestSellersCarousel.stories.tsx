import type { Meta, StoryObj } from '@storybook/react-vite';
import { CARD_LABELS, tripCard } from '../fixtures.ts';
import { BestSellersCarousel } from './BestSellersCarousel.tsx';

const cards = [176, 21, 8, 33, 10, 2, 15, 4, 27, 11].map((id) => tripCard(id));

const meta = {
  title: 'Home/BestSellersCarousel',
  component: BestSellersCarousel,
  args: {
    name: 'best-seller-carousel',
    overline: 'Best seller',
    title: 'Our best-selling trips',
    subtitle: 'The tours our travelers book again and again',
    cards,
    seeAll: { href: '/us/landing/vacation-deals', label: 'See all trips' },
    ctaAppearance: 'inverse',
    layout: 'slider',
    labels: { previous: 'Previous', next: 'Next' },
    cardLabels: CARD_LABELS,
  },
} satisfies Meta<typeof BestSellersCarousel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** With the flash sale on the page: the CTA is inverse (storefront.md §4 Home page). */
export const English: Story = {};

/** No flash sale on the page: the CTA keeps the default appearance. */
export const WithoutFlashSale: Story = { args: { ctaAppearance: 'default' } };

export const Spanish: Story = {
  args: {
    overline: 'Más vendido',
    title: 'Nuestros viajes más vendidos',
    subtitle: 'Los circuitos que nuestros viajeros reservan una y otra vez',
    cards: cards.map((card) =>
      tripCard(card.id, {
        durationLabel: `${card.days} días`,
        fromPrice: `${(999 + card.id * 130).toLocaleString('de-DE')},00 €`,
        oldPrice: card.oldPrice ? `${(1999 + card.id * 130).toLocaleString('de-DE')},00 €` : null,
        pricePerNight: null,
      }),
    ),
    seeAll: { href: '/es/landing/ofertas-de-viajes', label: 'Ver todos los viajes' },
    labels: { previous: 'Anterior', next: 'Siguiente' },
    cardLabels: { from: 'Desde', perNight: 'por noche', isNew: 'Nuevo', discount: 'Ahorra' },
  },
};

export const PartnerTheme: Story = { ...Spanish, globals: { theme: 'partner viajes (2)' } };
