import type { Stylesheets } from '../types.ts';

export { CategorySelector } from './CategorySelector.tsx';
export const styles: Stylesheets = ['CategorySelector/CategorySelector'];
