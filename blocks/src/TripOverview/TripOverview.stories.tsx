import type { Meta, StoryObj } from '@storybook/react-vite';
import { TripOverview } from './TripOverview.tsx';

const meta = {
  title: 'Trip/TripOverview',
  component: TripOverview,
  args: {
    title: 'About this trip',
    descriptionHtml:
      '<p>From the neon canyons of <strong>Tokyo</strong> to the moss gardens of <strong>Kyoto</strong>, this journey strings together Japan’s great contrasts at an unhurried pace. Bullet trains carry you between cities; local guides open the doors of temples, markets and izakayas.</p>' +
      '<p>Nights are spent in central four-star hotels, with one night in a traditional <em>ryokan</em> with hot-spring baths and a kaiseki dinner.</p>' +
      '<ul><li>Return flights and all train journeys</li><li>9 nights in hand-picked hotels, breakfast daily</li><li>Guided visits in Tokyo, Kyoto, Nara and Osaka</li></ul>',
    facts: [
      { label: 'Duration', value: '10 days' },
      { label: 'Nights', value: '9 nights' },
      { label: 'Destination', value: 'Japan' },
      { label: 'Cities', value: 'Tokyo, Kyoto, Nara, Osaka' },
    ],
  },
} satisfies Meta<typeof TripOverview>;
export default meta;

type Story = StoryObj<typeof meta>;

export const English: Story = {};

/** A trip without facts: the description alone. */
export const WithoutFacts: Story = { args: { facts: [] } };

export const Spanish: Story = {
  args: {
    title: 'Sobre este viaje',
    descriptionHtml:
      '<p>De los cañones de neón de <strong>Tokio</strong> a los jardines de musgo de <strong>Kioto</strong>: un viaje sin prisas por los grandes contrastes de Japón, en tren bala y con guías locales.</p>' +
      '<p>Noches en hoteles de cuatro estrellas céntricos y una noche en un <em>ryokan</em> tradicional con baños termales.</p>',
    facts: [
      { label: 'Duración', value: '10 días' },
      { label: 'Noches', value: '9 noches' },
      { label: 'Destino', value: 'Japón' },
    ],
  },
};
