import type { Stylesheets } from '../types.ts';

export { ContentPage } from './ContentPage.tsx';
export const styles: Stylesheets = ['shared/Prose', 'Breadcrumbs/Breadcrumbs', 'ContentPage/ContentPage'];
