import type { ExtraNightOptionsProps } from '@waypoint/schemas';
import { CheckoutOptions } from '../shared/CheckoutOptions.tsx';
import type { Stylesheets } from '../types.ts';

/** The stylesheets the block needs (paths under blocks/src), shared parts first. */
export const styles: Stylesheets = [
  'shared/TripPanel',
  'shared/Pending',
  'shared/CheckoutOptions',
  'ExtraNightOptions/ExtraNightOptions',
];

/** Extra nights at the end of the trip with their price and new return date (one at a time; unavailable ones shown as such). */
export function ExtraNightOptions(props: ExtraNightOptionsProps) {
  return <CheckoutOptions kind="extra-night" {...props} />;
}
