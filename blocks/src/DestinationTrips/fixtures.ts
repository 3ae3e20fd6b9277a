import type { DestinationTripsProps } from '@waypoint/schemas';
import { CARD_LABELS, tripCard } from '../fixtures.ts';

const SORTS = [
  ['popular', 'Most popular'],
  ['price-asc', 'Price: low to high'],
  ['price-desc', 'Price: high to low'],
  ['duration-asc', 'Shortest first'],
  ['duration-desc', 'Longest first'],
] as const;

export function destinationTrips(layout: DestinationTripsProps['layout'], page = 1): DestinationTripsProps {
  const href = (p: number) => (p === 1 ? '/us/africa' : `/us/africa?page=${p}`);
  return {
    title: 'Trips to Africa',
    countLabel: '30 trips',
    layout,
    sort: {
      label: 'Sort by',
      options: SORTS.map(([value, label]) => ({
        value,
        label,
        href: value === 'popular' ? '/us/africa' : `/us/africa?sort=${value}`,
        current: value === 'popular',
      })),
    },
    cards: Array.from({ length: 12 }, (_, i) => tripCard((page - 1) * 12 + i + 1)),
    labels: CARD_LABELS,
    pagination: {
      label: 'Pages of trips',
      previous: { label: 'Previous', href: page > 1 ? href(page - 1) : null },
      next: { label: 'Next', href: page < 3 ? href(page + 1) : null },
      pages: [1, 2, 3].map((n) => ({ number: n, href: href(n), current: n === page })),
      status: `Page ${page} of 3`,
    },
    empty: 'There are no trips to this destination right now.',
  };
}
