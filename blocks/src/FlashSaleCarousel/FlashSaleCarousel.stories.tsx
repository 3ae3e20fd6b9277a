import type { Meta, StoryObj } from '@storybook/react-vite';
import { CARD_LABELS, tripCard } from '../fixtures.ts';
import { DAY_MS, HOUR_MS, MINUTE_MS } from './countdown.ts';
import { FlashSaleCarousel } from './FlashSaleCarousel.tsx';

// A sale that ends 2 d 4 h 12 min from when the story opens, so the countdown ticks.
const endsSoon = new Date(Date.now() + 2 * DAY_MS + 4 * HOUR_MS + 12 * MINUTE_MS + 9000).toISOString();

const cards = [12, 14, 3, 20, 7, 9, 16, 5].map((id) => tripCard(id));

const esCards = cards.map((card) =>
  tripCard(card.id, {
    title: card.title.replace('highlights in', 'lo mejor en').replace('days', 'días'),
    durationLabel: `${card.days} días`,
    fromPrice: `${(999 + card.id * 130).toLocaleString('de-DE')},00 €`,
    oldPrice: card.oldPrice ? `${(1999 + card.id * 130).toLocaleString('de-DE')},00 €` : null,
    pricePerNight: `${Math.round((999 + card.id * 130) / (card.days - 1))},00 €`,
    href: card.href.replace('/us/', '/es/'),
  }),
);

const meta = {
  title: 'Home/FlashSaleCarousel',
  component: FlashSaleCarousel,
  args: {
    name: 'flash-sale-carousel',
    overline: 'Flash Sale',
    title: 'Flash sale',
    subtitle: '48 hours only, while places last',
    cards,
    seeAll: { href: '/us/flash-sale', label: 'See flash deals' },
    ctaAppearance: 'accent',
    layout: 'slider',
    labels: { previous: 'Previous', next: 'Next' },
    cardLabels: CARD_LABELS,
    countdown: {
      endsAt: endsSoon,
      label: 'Offer ends in',
      units: { days: 'd', hours: 'h', minutes: 'm', seconds: 's' },
    },
    variant: 'ACCENT',
  },
} satisfies Meta<typeof FlashSaleCarousel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The default: ACCENT band, accent CTA, ticking countdown. */
export const Accent: Story = {};

export const Inverse: Story = { args: { variant: 'INVERSE', ctaAppearance: 'inverse' } };

export const Default: Story = { args: { variant: 'DEFAULT', ctaAppearance: 'default' } };

/** storefront.md §4 Promotional section: the card-slider layout (Black Friday or forced). */
export const CardsSlider: Story = { args: { layout: 'cardsSlider' } };

/** The end has passed: the counter stays at 00. */
export const Ended: Story = {
  args: {
    countdown: {
      endsAt: '2024-01-01T00:00:00.000Z',
      label: 'Offer ends in',
      units: { days: 'd', hours: 'h', minutes: 'm', seconds: 's' },
    },
  },
};

/** showCounter off: no countdown. */
export const WithoutCountdown: Story = { args: { countdown: null } };

/** ES market: copy, unit words and euros from the composer. */
export const Spanish: Story = {
  args: {
    overline: 'Oferta flash',
    title: 'Oferta flash',
    subtitle: 'Solo 48 horas, hasta agotar plazas',
    cards: esCards,
    seeAll: { href: '/es/oferta-flash', label: 'Ver ofertas flash' },
    labels: { previous: 'Anterior', next: 'Siguiente' },
    cardLabels: { from: 'Desde', perNight: 'por noche', isNew: 'Nuevo', discount: 'Ahorra' },
    countdown: {
      endsAt: endsSoon,
      label: 'La oferta termina en',
      units: { days: 'd', hours: 'h', minutes: 'min', seconds: 's' },
    },
  },
};

/** A partner (affiliate) with its own theme: the band follows its accent colour. */
export const PartnerTheme: Story = { ...Spanish, globals: { theme: 'partner viajes (2)' } };

export const PartnerThemeInverse: Story = {
  args: { ...Spanish.args, variant: 'INVERSE', ctaAppearance: 'inverse' },
  globals: { theme: 'partner viajes (2)' },
};
