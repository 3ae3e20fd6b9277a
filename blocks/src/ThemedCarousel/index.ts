import type { Stylesheets } from '../types.ts';

export { ThemedCarousel } from './ThemedCarousel.tsx';
export const styles: Stylesheets = [
  'shared/SectionHeading',
  'shared/TripCard',
  'shared/Carousel',
  'ThemedCarousel/ThemedCarousel',
];
