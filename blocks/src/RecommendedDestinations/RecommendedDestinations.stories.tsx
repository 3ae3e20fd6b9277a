import type { Meta, StoryObj } from '@storybook/react-vite';
import { placeholderImage } from '../fixtures.ts';
import { RecommendedDestinations, RecommendedDestinationsPlaceholder } from './RecommendedDestinations.tsx';

const PLACES: [number, string, string, number, string][] = [
  [105, 'South Africa', 'Sudáfrica', 6, 'africa/south-africa'],
  [101, 'Morocco', 'Marruecos', 6, 'africa/morocco'],
  [110, 'Japan', 'Japón', 9, 'asia/japan'],
  [120, 'Peru', 'Perú', 5, 'south-america/peru'],
  [130, 'Iceland', 'Islandia', 3, 'europe/iceland'],
  [140, 'Vietnam', 'Vietnam', 7, 'asia/vietnam'],
  [150, 'Kenya', 'Kenia', 8, 'africa/kenya'],
  [160, 'New Zealand', 'Nueva Zelanda', 4, 'oceania/new-zealand'],
  [170, 'Mexico', 'México', 11, 'north-america/mexico'],
  [180, 'Thailand', 'Tailandia', 1, 'asia/thailand'],
];

const destinations = (market: 'us' | 'es') =>
  PLACES.map(([id, en, es, amount, path], index) => {
    const name = market === 'us' ? en : es;
    const noun = market === 'us' ? (amount === 1 ? 'trip' : 'trips') : amount === 1 ? 'viaje' : 'viajes';
    return {
      id,
      name,
      image: { ...placeholderImage('', (index * 36 + 10) % 360, 480, 600), alt: name },
      amount,
      amountLabel: `${amount} ${noun}`,
      href: `/${market}/${path}`,
    };
  });

const meta = {
  title: 'Home/RecommendedDestinations',
  component: RecommendedDestinations,
  args: { title: 'Recommended destinations', destinations: destinations('us'), placeholderCount: 10 },
} satisfies Meta<typeof RecommendedDestinations>;
export default meta;

type Story = StoryObj<typeof meta>;

export const English: Story = {};

/** While loading: placeholderCount (10) skeleton tiles (storefront.md §2 Home page 6). */
export const Loading: Story = {
  render: (args) => (
    <RecommendedDestinationsPlaceholder title={args.title} placeholderCount={args.placeholderCount} />
  ),
};

export const Spanish: Story = { args: { title: 'Destinos recomendados', destinations: destinations('es') } };

export const PartnerTheme: Story = { ...Spanish, globals: { theme: 'partner viajes (2)' } };
