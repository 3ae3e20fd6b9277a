import type { Stylesheets } from '../types.ts';

export { CheckoutSummary } from './CheckoutSummary.tsx';
export const styles: Stylesheets = ['shared/Pending', 'CheckoutSummary/CheckoutSummary'];
