import type { Stylesheets } from '../types.ts';

export { DestinationTrips } from './DestinationTrips.tsx';
export const styles: Stylesheets = ['shared/TripCard', 'DestinationTrips/DestinationTrips'];
