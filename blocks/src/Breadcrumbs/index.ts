import type { Stylesheets } from '../types.ts';

export { Breadcrumbs } from './Breadcrumbs.tsx';
export const styles: Stylesheets = ['Breadcrumbs/Breadcrumbs'];
