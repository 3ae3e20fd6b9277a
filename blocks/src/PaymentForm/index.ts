import type { Stylesheets } from '../types.ts';

export { PaymentForm } from './PaymentForm.tsx';
export const styles: Stylesheets = ['shared/TripPanel', 'shared/Pending', 'PaymentForm/PaymentForm'];
