import type { Stylesheets } from '../types.ts';

export { InsuranceOptions } from './InsuranceOptions.tsx';
export const styles: Stylesheets = [
  'shared/TripPanel',
  'shared/Pending',
  'shared/CheckoutOptions',
  'InsuranceOptions/InsuranceOptions',
];
