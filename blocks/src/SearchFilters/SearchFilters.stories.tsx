import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchFilters } from './SearchFilters.tsx';
import { FILTERS } from './story-props.ts';

const meta = {
  title: 'Search/SearchFilters',
  component: SearchFilters,
  args: FILTERS,
} satisfies Meta<typeof SearchFilters>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A search for 'peru', no filter chosen yet: each option says how many trips it would leave. */
export const English: Story = {};

/** Filters chosen: the clear link, and the sort kept in a hidden field. */
export const Filtered: Story = {
  args: {
    hidden: [{ name: 'sort', value: 'price-asc' }],
    duration: {
      ...FILTERS.duration,
      options: FILTERS.duration.options.map((o) => ({ ...o, selected: o.value === '8-14' })),
    },
    price: { ...FILTERS.price, max: { ...FILTERS.price.max, value: '3000' } },
    clear: { label: 'Clear filters', href: '/us/search-results/search-results?q=peru&sort=price-asc' },
  },
};

export const Spanish: Story = {
  args: {
    title: 'Afina tu búsqueda',
    action: '/es/search-results/search-results',
    query: { name: 'q', label: 'Buscar', value: 'perú', placeholder: '¿Adónde te gustaría ir?' },
    destination: {
      name: 'destination',
      label: 'Destino',
      options: [
        { value: '', label: 'Todos los destinos', selected: true, disabled: false },
        { value: '120', label: 'Perú (6)', selected: false, disabled: false },
      ],
    },
    price: {
      legend: 'Precio por persona',
      hint: 'Los viajes encontrados cuestan de 1.149,00 € a 3.599,00 €',
      min: { name: 'priceMin', label: 'Precio mínimo', value: '', placeholder: 'Mín.' },
      max: { name: 'priceMax', label: 'Precio máximo', value: '', placeholder: 'Máx.' },
    },
    submitLabel: 'Ver viajes',
  },
};

export const PartnerTheme: Story = { ...Spanish, globals: { theme: 'partner viajes (2)' } };
