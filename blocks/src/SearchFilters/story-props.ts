/** Props of the search filters as the composer sends them for 'peru', for stories and tests. */
import type { SearchFiltersProps } from '@waypoint/schemas';

const option = (value: string, label: string, selected = false, disabled = false) => ({
  value,
  label,
  selected,
  disabled,
});

export const FILTERS: SearchFiltersProps = {
  title: 'Refine your search',
  action: '/us/search-results/search-results',
  hidden: [],
  query: { name: 'q', label: 'Search', value: 'peru', placeholder: 'Where would you like to go?' },
  destination: {
    name: 'destination',
    label: 'Destination',
    options: [option('', 'All destinations', true), option('120', 'Peru (6)')],
  },
  duration: {
    name: 'duration',
    label: 'Duration',
    options: [
      option('', 'Any length', true),
      option('1-7', 'Up to a week (1)'),
      option('8-14', '8 to 14 days (3)'),
      option('15-21', '15 to 21 days (2)'),
      option('22-99', '22 days or more (0)', false, true),
    ],
  },
  month: {
    name: 'month',
    label: 'Departure month',
    options: [
      option('', 'Any month', true),
      option('2026-12', 'December 2026 (6)'),
      option('2027-01', 'January 2027 (6)'),
      option('2027-02', 'February 2027 (5)'),
      option('2027-03', 'March 2027 (6)'),
    ],
  },
  price: {
    legend: 'Price per person',
    hint: 'Trips found cost from $1,249.00 to $3,899.00',
    min: { name: 'priceMin', label: 'Lowest price', value: '', placeholder: 'Min' },
    max: { name: 'priceMax', label: 'Highest price', value: '', placeholder: 'Max' },
  },
  submitLabel: 'Show trips',
  clear: null,
  submit: { kind: 'submit', action: 'filterSearch', input: {} },
};
