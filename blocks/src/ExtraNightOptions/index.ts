import type { Stylesheets } from '../types.ts';

export { ExtraNightOptions } from './ExtraNightOptions.tsx';
export const styles: Stylesheets = [
  'shared/TripPanel',
  'shared/Pending',
  'shared/CheckoutOptions',
  'ExtraNightOptions/ExtraNightOptions',
];
