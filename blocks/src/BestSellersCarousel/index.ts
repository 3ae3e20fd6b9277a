import type { Stylesheets } from '../types.ts';

export { BestSellersCarousel } from './BestSellersCarousel.tsx';
export const styles: Stylesheets = [
  'shared/SectionHeading',
  'shared/TripCard',
  'shared/Carousel',
  'BestSellersCarousel/BestSellersCarousel',
];
