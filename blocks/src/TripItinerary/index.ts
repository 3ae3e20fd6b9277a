import type { Stylesheets } from '../types.ts';

export { TripItinerary } from './TripItinerary.tsx';
export const styles: Stylesheets = ['shared/Prose', 'TripItinerary/TripItinerary'];
