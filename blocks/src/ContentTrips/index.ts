import type { Stylesheets } from '../types.ts';

export { ContentTrips } from './ContentTrips.tsx';
export const styles: Stylesheets = ['shared/TripCard', 'ContentTrips/ContentTrips'];
