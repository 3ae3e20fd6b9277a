import type { Stylesheets } from '../types.ts';

export { SubDestinations } from './SubDestinations.tsx';
export const styles: Stylesheets = ['RecommendedDestinations/RecommendedDestinations'];
