import type { Stylesheets } from '../types.ts';

export { Header } from './Header.tsx';
export const styles: Stylesheets = ['Header/Header'];
