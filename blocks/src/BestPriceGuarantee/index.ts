import type { Stylesheets } from '../types.ts';

export { BestPriceGuarantee } from './BestPriceGuarantee.tsx';
export const styles: Stylesheets = ['shared/Prose', 'BestPriceGuarantee/BestPriceGuarantee'];
