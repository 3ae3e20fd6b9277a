import type { Stylesheets } from '../types.ts';

export { TravelProtectionBanner } from './TravelProtectionBanner.tsx';
export const styles: Stylesheets = ['shared/Modal', 'TravelProtectionBanner/TravelProtectionBanner'];
