import type { Stylesheets } from '../types.ts';

export { AccommodationOptions } from './AccommodationOptions.tsx';
export const styles: Stylesheets = [
  'shared/TripPanel',
  'shared/Pending',
  'shared/CheckoutOptions',
  'AccommodationOptions/AccommodationOptions',
];
