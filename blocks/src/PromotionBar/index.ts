import type { Stylesheets } from '../types.ts';

export { PromotionBar } from './PromotionBar.tsx';
export const styles: Stylesheets = ['PromotionBar/PromotionBar'];
