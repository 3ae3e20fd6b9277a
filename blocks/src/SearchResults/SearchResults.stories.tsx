import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchResults } from './SearchResults.tsx';
import { NO_RESULTS, RESULTS } from './story-props.ts';

const meta = {
  title: 'Search/SearchResults',
  component: SearchResults,
  args: RESULTS,
} satisfies Meta<typeof SearchResults>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The first page of a search for 'peru': the count, the sorts, the cards, a link to the next page. */
export const English: Story = {};

/** A middle page: both page links. */
export const SecondPage: Story = {
  args: {
    pagination: {
      label: 'Pages',
      status: 'Page 2 of 3',
      previous: {
        ...RESULTS.pagination!.next!,
        label: 'Previous page',
        href: '/us/search-results/search-results?q=peru',
      },
      next: { ...RESULTS.pagination!.next!, href: '/us/search-results/search-results?q=peru&page=3' },
    },
  },
};

/** Nothing found: the empty state with suggested destinations. */
export const Empty: Story = { args: NO_RESULTS };

export const Spanish: Story = {
  args: {
    title: 'Viajes para «perú»',
    summary: '14 viajes',
    labels: { from: 'Desde', perNight: 'por noche', isNew: 'Nuevo', discount: 'Ahorra' },
    pagination: { ...RESULTS.pagination!, label: 'Páginas', status: 'Página 1 de 2' },
  },
};

export const PartnerTheme: Story = { ...Spanish, globals: { theme: 'partner viajes (2)' } };
