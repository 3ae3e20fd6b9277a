import type { Stylesheets } from '../types.ts';

export { CheckoutBanner } from './CheckoutBanner.tsx';
export const styles: Stylesheets = ['CheckoutBanner/CheckoutBanner'];
