import type { Stylesheets } from '../types.ts';

export { PassengerForm } from './PassengerForm.tsx';
export const styles: Stylesheets = [
  'shared/TripPanel',
  'shared/Field',
  'shared/Pending',
  'PassengerForm/PassengerForm',
];
