import type { Stylesheets } from '../types.ts';

export { CategorySelector } from './CategorySelector.tsx';
export const styles: Stylesheets = [
  'shared/Notice',
  'shared/TripPanel',
  'shared/Tabs',
  'shared/Choice',
  'shared/Prose',
  'CategorySelector/CategorySelector',
];
