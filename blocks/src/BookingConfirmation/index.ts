import type { Stylesheets } from '../types.ts';

export { BookingConfirmation } from './BookingConfirmation.tsx';
export const styles: Stylesheets = ['BookingConfirmation/BookingConfirmation'];
