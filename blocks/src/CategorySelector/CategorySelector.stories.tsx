import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CategorySelectorProps } from '@waypoint/schemas';
import { CategorySelector } from './CategorySelector.tsx';

type Option = CategorySelectorProps['options'][number];

const PAGE = '/us/asia/japan/412-japan-tokyo-kyoto-and-osaka';

const TABS: CategorySelectorProps['tabs'] = [
  {
    title: 'Hotels',
    html: '<ul><li><strong>Tokyo</strong>: Hotel Gracery Shinjuku (4*) or similar</li><li><strong>Hakone</strong>: Ryokan Hakone Yuryo, with hot-spring baths</li><li><strong>Kyoto</strong>: Hotel Granvia Kyoto (4*) or similar</li><li><strong>Osaka</strong>: Cross Hotel Osaka (4*) or similar</li></ul>',
  },
  {
    title: 'Included',
    html: '<ul><li>Return flights with one checked bag</li><li>9 nights with breakfast, 2 dinners and 1 lunch</li><li>7-day Japan Rail Pass</li><li>English-speaking guides in Tokyo, Kyoto and Nara</li></ul>',
  },
  {
    title: 'Not included',
    html: '<ul><li>Meals not listed</li><li>Travel insurance</li><li>Tips and personal expenses</li></ul>',
  },
];

function category(id: number, title: string, fromPrice: string, selected: boolean): Option {
  return {
    id,
    title,
    fromPrice,
    selected,
    href: `${PAGE}?category=${id}&city=JFK`,
    action: { kind: 'submit', action: 'selectCategory', input: { category: id } },
  };
}

const meta = {
  title: 'Trip/CategorySelector',
  component: CategorySelector,
  args: {
    title: 'Choose your category',
    fromLabel: 'From',
    options: [
      category(7, 'Comfort: 4-star hotels', '$3,249.00', true),
      category(8, 'Superior: 5-star hotels', '$3,899.00', false),
      category(9, 'Private tour with driver', '$5,120.00', false),
    ],
    tabs: TABS,
    notice: null,
  },
} satisfies Meta<typeof CategorySelector>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The first category chosen, its details in tabs (arrow keys move between them). */
export const English: Story = {};

/** The address asked for a category this city does not offer: the first available one was chosen. */
export const WithNotice: Story = {
  args: {
    options: [
      category(7, 'Comfort: 4-star hotels', '$3,249.00', true),
      category(8, 'Superior: 5-star hotels', '$3,899.00', false),
    ],
    notice: 'The Private tour is not offered from New York, so we chose Comfort instead.',
  },
};

/** A category with a single details tab: a titled section, no tab list. */
export const SingleTab: Story = {
  args: {
    options: [category(7, 'Standard', '$2,790.00', true)],
    tabs: TABS.slice(0, 1),
  },
};

export const Spanish: Story = {
  args: {
    title: 'Elige tu categoría',
    fromLabel: 'Desde',
    options: [
      category(7, 'Confort: hoteles de 4*', '2.899,00 €', false),
      category(8, 'Superior: hoteles de 5*', '3.459,00 €', true),
    ].map((option) => ({ ...option, href: option.href.replace('/us/asia/japan/', '/es/asia/japon/') })),
    tabs: [
      {
        title: 'Hoteles',
        html: '<ul><li><strong>Tokio</strong>: Park Hyatt Tokyo (5*) o similar</li><li><strong>Kioto</strong>: The Ritz-Carlton Kyoto (5*) o similar</li></ul>',
      },
      { title: 'Incluye', html: '<ul><li>Vuelos de ida y vuelta</li><li>9 noches con desayuno</li></ul>' },
      { title: 'No incluye', html: '<ul><li>Seguro de viaje</li><li>Propinas</li></ul>' },
    ],
  },
};

export const PartnerTheme: Story = { ...Spanish, globals: { theme: 'partner viajes (2)' } };
