import type { Stylesheets } from '../types.ts';

export { OfferConditions } from './OfferConditions.tsx';
export const styles: Stylesheets = ['shared/Prose', 'OfferConditions/OfferConditions'];
