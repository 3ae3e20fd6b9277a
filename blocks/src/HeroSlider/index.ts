import type { Stylesheets } from '../types.ts';

export { HeroSlider } from './HeroSlider.tsx';
export const styles: Stylesheets = ['HeroSlider/HeroSlider'];
