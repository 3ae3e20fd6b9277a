import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumbs } from './Breadcrumbs.tsx';

const meta = {
  title: 'Trip/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    label: 'Breadcrumb',
    items: [
      { title: 'Home', href: '/us' },
      { title: 'Asia', href: '/us/asia' },
      { title: 'Japan', href: '/us/asia/japan' },
      { title: 'Japan: Tokyo, Kyoto and Osaka in 10 days', href: null },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;
export default meta;

type Story = StoryObj<typeof meta>;

export const English: Story = {};

/** A long trail: on phones it stays on one line and scrolls sideways. */
export const LongTrail: Story = {
  args: {
    items: [
      { title: 'Home', href: '/us' },
      { title: 'Latin America', href: '/us/latin-america' },
      { title: 'Peru', href: '/us/latin-america/peru' },
      { title: 'Peru and Bolivia', href: '/us/latin-america/peru-and-bolivia' },
      { title: 'Machu Picchu, Lake Titicaca and the Uyuni salt flats in 15 days', href: null },
    ],
  },
};

export const Spanish: Story = {
  args: {
    label: 'Ruta de navegación',
    items: [
      { title: 'Inicio', href: '/es' },
      { title: 'Asia', href: '/es/asia' },
      { title: 'Japón', href: '/es/asia/japon' },
      { title: 'Japón: Tokio, Kioto y Osaka en 10 días', href: null },
    ],
  },
};

export const PartnerTheme: Story = { ...Spanish, globals: { theme: 'partner viajes (2)' } };
