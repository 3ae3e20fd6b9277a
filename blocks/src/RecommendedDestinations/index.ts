import type { Stylesheets } from '../types.ts';

export { RecommendedDestinations, RecommendedDestinationsPlaceholder } from './RecommendedDestinations.tsx';
export const styles: Stylesheets = ['RecommendedDestinations/RecommendedDestinations'];
