import type { Stylesheets } from '../types.ts';

export { TripOverview } from './TripOverview.tsx';
export const styles: Stylesheets = ['shared/Prose', 'TripOverview/TripOverview'];
