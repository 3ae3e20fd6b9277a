import type { Stylesheets } from '../types.ts';

export { SearchFilters } from './SearchFilters.tsx';
export const styles: Stylesheets = ['shared/Field', 'shared/Pending', 'SearchFilters/SearchFilters'];
