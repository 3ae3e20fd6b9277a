import type { Stylesheets } from '../types.ts';

export { ReviewWidget } from './ReviewWidget.tsx';
export const styles: Stylesheets = ['shared/SectionHeading', 'ReviewWidget/ReviewWidget'];
