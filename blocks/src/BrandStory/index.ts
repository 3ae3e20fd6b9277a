import type { Stylesheets } from '../types.ts';

export { BrandStory } from './BrandStory.tsx';
export const styles: Stylesheets = ['shared/Modal', 'BrandStory/BrandStory'];
