import type { Stylesheets } from '../types.ts';

export { ActivityOptions } from './ActivityOptions.tsx';
export const styles: Stylesheets = [
  'shared/TripPanel',
  'shared/Pending',
  'shared/CheckoutOptions',
  'ActivityOptions/ActivityOptions',
];
