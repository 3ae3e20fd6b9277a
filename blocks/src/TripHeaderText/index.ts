import type { Stylesheets } from '../types.ts';

export { TripHeaderText } from './TripHeaderText.tsx';
export const styles: Stylesheets = ['TripHeaderText/TripHeaderText'];
