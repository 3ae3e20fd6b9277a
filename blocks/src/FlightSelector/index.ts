import type { Stylesheets } from '../types.ts';

export { FlightSelector } from './FlightSelector.tsx';
export const styles: Stylesheets = [
  'shared/Notice',
  'shared/TripPanel',
  'shared/Tabs',
  'shared/Pending',
  'FlightSelector/FlightSelector',
];
