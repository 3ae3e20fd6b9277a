import type { Stylesheets } from '../types.ts';

export { TripHero } from './TripHero.tsx';
export const styles: Stylesheets = ['TripHero/TripHero'];
