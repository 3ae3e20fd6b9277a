import type { Stylesheets } from '../types.ts';

export { FlashSaleCarousel } from './FlashSaleCarousel.tsx';
export const styles: Stylesheets = [
  'shared/SectionHeading',
  'shared/TripCard',
  'shared/Carousel',
  'FlashSaleCarousel/FlashSaleCarousel',
];
