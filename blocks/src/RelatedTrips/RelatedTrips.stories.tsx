import type { Meta, StoryObj } from '@storybook/react-vite';
import { CARD_LABELS, tripCard } from '../fixtures.ts';
import { RelatedTrips } from './RelatedTrips.tsx';

const cards = [9, 17, 25, 33, 41, 49].map((id) =>
  tripCard(id, {
    title: `Japan: ${['Kyoto and Tokyo', 'the Alps and Kanazawa', 'Hokkaido', 'Okinawa and Tokyo', 'Kyushu', 'Shikoku pilgrimage'][id % 6]} in ${7 + (id % 9)} days`,
    destination: 'Japan',
  }),
);

const meta = {
  title: 'Trip/RelatedTrips',
  component: RelatedTrips,
  args: {
    name: 'related-trips-carousel',
    overline: null,
    title: 'You may also like',
    subtitle: 'More trips to Japan',
    cards,
    seeAll: { href: '/us/asia/japan', label: 'See all trips to Japan' },
    ctaAppearance: 'inverse',
    layout: 'slider',
    labels: { previous: 'Previous', next: 'Next' },
    cardLabels: CARD_LABELS,
  },
} satisfies Meta<typeof RelatedTrips>;
export default meta;

type Story = StoryObj<typeof meta>;

export const English: Story = {};

/** Only two related trips: everything fits, no paging buttons. */
export const FewTrips: Story = { args: { cards: cards.slice(0, 2), seeAll: null } };

export const Spanish: Story = {
  args: {
    title: 'También te puede gustar',
    subtitle: 'Más viajes a Japón',
    cards: cards.map((card) =>
      tripCard(card.id, {
        title: card.title.replace('Japan', 'Japón').replace('days', 'días').replace(' and ', ' y '),
        destination: 'Japón',
        durationLabel: `${card.days} días`,
        fromPrice: `${(999 + card.id * 130).toLocaleString('de-DE')},00 €`,
        oldPrice: card.oldPrice ? `${(1999 + card.id * 130).toLocaleString('de-DE')},00 €` : null,
        pricePerNight: `${Math.round((999 + card.id * 130) / (card.days - 1))},00 €`,
        href: card.href.replace('/us/', '/es/'),
      }),
    ),
    seeAll: { href: '/es/asia/japon', label: 'Ver todos los viajes a Japón' },
    labels: { previous: 'Anterior', next: 'Siguiente' },
    cardLabels: { from: 'Desde', perNight: 'por noche', isNew: 'Nuevo', discount: 'Ahorra' },
  },
};
