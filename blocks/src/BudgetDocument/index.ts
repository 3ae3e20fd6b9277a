import type { Stylesheets } from '../types.ts';

export { BudgetDocument } from './BudgetDocument.tsx';
export const styles: Stylesheets = ['BudgetDocument/BudgetDocument'];
