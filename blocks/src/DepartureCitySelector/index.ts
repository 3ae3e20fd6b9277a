import type { Stylesheets } from '../types.ts';

export { DepartureCitySelector } from './DepartureCitySelector.tsx';
export const styles: Stylesheets = ['DepartureCitySelector/DepartureCitySelector'];
