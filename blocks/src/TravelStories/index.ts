import type { Stylesheets } from '../types.ts';

export { TravelStories } from './TravelStories.tsx';
export const styles: Stylesheets = ['TravelStories/TravelStories'];
