import type { Stylesheets } from '../types.ts';

export { PaymentPlans } from './PaymentPlans.tsx';
export const styles: Stylesheets = [
  'shared/TripPanel',
  'shared/Pending',
  'shared/PaymentChoices',
  'PaymentPlans/PaymentPlans',
];
