import type { Stylesheets } from '../types.ts';

export { PromiseSection } from './PromiseSection.tsx';
export const styles: Stylesheets = ['shared/SectionHeading', 'PromiseSection/PromiseSection'];
