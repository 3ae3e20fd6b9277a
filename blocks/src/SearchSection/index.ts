import type { Stylesheets } from '../types.ts';

export { SearchSection } from './SearchSection.tsx';
export const styles: Stylesheets = ['shared/SectionHeading', 'SearchSection/SearchSection'];
