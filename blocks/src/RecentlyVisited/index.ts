import type { Stylesheets } from '../types.ts';

export { RecentlyVisited } from './RecentlyVisited.tsx';
export const styles: Stylesheets = [
  'shared/SectionHeading',
  'shared/TripCard',
  'shared/Carousel',
  'RecentlyVisited/RecentlyVisited',
];
