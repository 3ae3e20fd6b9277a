import type { Stylesheets } from '../types.ts';

export { SearchResults } from './SearchResults.tsx';
export const styles: Stylesheets = ['shared/TripCard', 'SearchResults/SearchResults'];
