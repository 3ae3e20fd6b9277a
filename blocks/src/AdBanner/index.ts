import type { Stylesheets } from '../types.ts';

export { AdBanner } from './AdBanner.tsx';
export const styles: Stylesheets = ['AdBanner/AdBanner'];
