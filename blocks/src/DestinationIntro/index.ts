import type { Stylesheets } from '../types.ts';

export { DestinationIntro } from './DestinationIntro.tsx';
export const styles: Stylesheets = ['Breadcrumbs/Breadcrumbs', 'DestinationIntro/DestinationIntro'];
