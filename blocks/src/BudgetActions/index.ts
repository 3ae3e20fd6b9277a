import type { Stylesheets } from '../types.ts';

export { BudgetActions } from './BudgetActions.tsx';
export const styles: Stylesheets = [
  'shared/TripPanel',
  'shared/Field',
  'shared/Pending',
  'shared/Modal',
  'BudgetActions/BudgetActions',
];
