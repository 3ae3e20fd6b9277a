import type { Stylesheets } from '../types.ts';

export { PaymentFailure } from './PaymentFailure.tsx';
export const styles: Stylesheets = ['shared/Pending', 'PaymentFailure/PaymentFailure'];
