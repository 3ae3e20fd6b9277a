import type { Stylesheets } from '../types.ts';

export { BaggageAllowance } from './BaggageAllowance.tsx';
export const styles: Stylesheets = ['shared/TripPanel', 'BaggageAllowance/BaggageAllowance'];
