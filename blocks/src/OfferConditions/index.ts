import type { Stylesheets } from '../types.ts';

export { OfferConditions } from './OfferConditions.tsx';
export const styles: Stylesheets = ['OfferConditions/OfferConditions'];
