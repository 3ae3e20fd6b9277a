import type { Stylesheets } from '../types.ts';

export { FlightSelector } from './FlightSelector.tsx';
export const styles: Stylesheets = [
  'shared/Notice',
  'shared/TripPanel',
  'shared/Pending',
  'FlightSelector/FlightSelector',
];
