import type { Stylesheets } from '../types.ts';

export { LeadForm } from './LeadForm.tsx';
export const styles: Stylesheets = ['shared/Field', 'shared/Pending', 'LeadForm/LeadForm'];
