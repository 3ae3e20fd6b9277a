import type { Stylesheets } from '../types.ts';

export { PassengerSelector } from './PassengerSelector.tsx';
export const styles: Stylesheets = [
  'shared/Notice',
  'shared/TripPanel',
  'PassengerSelector/PassengerSelector',
];
