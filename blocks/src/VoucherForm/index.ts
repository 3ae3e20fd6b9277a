import type { Stylesheets } from '../types.ts';

export { VoucherForm } from './VoucherForm.tsx';
export const styles: Stylesheets = [
  'shared/TripPanel',
  'shared/Field',
  'shared/Pending',
  'VoucherForm/VoucherForm',
];
