import type { Stylesheets } from '../types.ts';

export { TripOverview } from './TripOverview.tsx';
export const styles: Stylesheets = ['TripOverview/TripOverview'];
