import type { Stylesheets } from '../types.ts';

export { ErrorPage } from './ErrorPage.tsx';
export const styles: Stylesheets = ['ErrorPage/ErrorPage'];
