import type { Stylesheets } from '../types.ts';

export { RelatedTrips } from './RelatedTrips.tsx';
export const styles: Stylesheets = [
  'shared/SectionHeading',
  'shared/TripCard',
  'shared/Carousel',
  'RelatedTrips/RelatedTrips',
];
