import type { Stylesheets } from '../types.ts';

export { Footer } from './Footer.tsx';
export const styles: Stylesheets = ['shared/Modal', 'Footer/Footer'];
