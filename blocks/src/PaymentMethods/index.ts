import type { Stylesheets } from '../types.ts';

export { PaymentMethods } from './PaymentMethods.tsx';
export const styles: Stylesheets = [
  'shared/TripPanel',
  'shared/Pending',
  'shared/PaymentChoices',
  'PaymentMethods/PaymentMethods',
];
