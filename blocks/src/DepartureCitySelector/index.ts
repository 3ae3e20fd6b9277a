import type { Stylesheets } from '../types.ts';

export { DepartureCitySelector } from './DepartureCitySelector.tsx';
export const styles: Stylesheets = [
  'shared/Notice',
  'shared/TripPanel',
  'shared/Choice',
  'DepartureCitySelector/DepartureCitySelector',
];
