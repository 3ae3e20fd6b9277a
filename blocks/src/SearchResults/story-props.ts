/** Props of the search results as the composer sends them, for stories and tests. */
import type { SearchResultsProps } from '@waypoint/schemas';
import { CARD_LABELS, tripCard } from '../fixtures.ts';

const PAGE = '/us/search-results/search-results';

const choice = (label: string, query: string, input: Record<string, string>) => ({
  label,
  href: `${PAGE}?${query}`,
  action: { kind: 'submit' as const, action: 'filterSearch', input: { q: 'peru', ...input } },
});

export const RESULTS: SearchResultsProps = {
  title: 'Trips for “peru”',
  summary: '14 trips',
  sort: {
    label: 'Sort by',
    options: [
      { ...choice('Best match', 'q=peru', { sort: 'relevance', page: '1' }), selected: true },
      {
        ...choice('Price: low to high', 'q=peru&sort=price-asc', { sort: 'price-asc', page: '1' }),
        selected: false,
      },
      {
        ...choice('Price: high to low', 'q=peru&sort=price-desc', { sort: 'price-desc', page: '1' }),
        selected: false,
      },
      {
        ...choice('Shortest first', 'q=peru&sort=duration', { sort: 'duration', page: '1' }),
        selected: false,
      },
    ],
  },
  cards: [1, 2, 3, 4, 5, 6].map((id) => tripCard(id)),
  labels: CARD_LABELS,
  pagination: {
    label: 'Pages',
    status: 'Page 1 of 2',
    previous: null,
    next: choice('Next page', 'q=peru&page=2', { sort: 'relevance', page: '2' }),
  },
  empty: null,
};

export const NO_RESULTS: SearchResultsProps = {
  ...RESULTS,
  title: 'Trips for “atlantis”',
  summary: '0 trips',
  cards: [],
  pagination: null,
  empty: {
    title: 'No trips match your search',
    text: 'Try another spelling, fewer words or fewer filters.',
    suggestionsTitle: 'Popular destinations',
    suggestions: [
      { href: '/us/asia/japan', label: 'Japan' },
      { href: '/us/south-america/peru', label: 'Peru' },
      { href: '/us/africa/kenya', label: 'Kenya' },
    ],
    clear: { href: `${PAGE}?q=atlantis`, label: 'Clear filters' },
  },
};
