import type { Stylesheets } from '../types.ts';

export { CheckoutProgress } from './CheckoutProgress.tsx';
export const styles: Stylesheets = ['shared/Notice', 'shared/Pending', 'CheckoutProgress/CheckoutProgress'];
