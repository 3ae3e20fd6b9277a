import type { Meta, StoryObj } from '@storybook/react-vite';
import { PromotionBar } from './PromotionBar.tsx';

const meta = {
  title: 'Layout/PromotionBar',
  component: PromotionBar,
  args: {
    text: 'Season Sale: up to 40% off selected trips',
    pill: 'LIMITED OFFER',
    color: 'silentSavanna',
    link: { href: '/us/deals', label: 'See deals' },
    expiresAt: '2030-12-31T23:59:59.000Z',
    height: 40,
  },
} satisfies Meta<typeof PromotionBar>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The default colour. */
export const SilentSavanna: Story = {};
export const CarribeanSunrise: Story = { args: { color: 'carribeanSunrise' } };
export const PacificOcean: Story = { args: { color: 'pacificOcean' } };
export const SauvageForest: Story = { args: { color: 'sauvageForest' } };

/** ES market (and the partner's colour): the longest copy. */
export const ElectricCrimsonSpanish: Story = {
  args: {
    text: 'Rebajas de temporada: hasta un 40 % de descuento en viajes seleccionados',
    pill: 'OFERTA LIMITADA',
    color: 'electricCrimson',
    link: { href: '/es/ofertas', label: 'Ver ofertas' },
  },
};

export const TextOnly: Story = { args: { pill: null, link: null } };
