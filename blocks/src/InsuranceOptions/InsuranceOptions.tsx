import type { InsuranceOptionsProps } from '@waypoint/schemas';
import { CheckoutOptions } from '../shared/CheckoutOptions.tsx';
import type { Stylesheets } from '../types.ts';

/** The stylesheets the block needs (paths under blocks/src), shared parts first. */
export const styles: Stylesheets = [
  'shared/TripPanel',
  'shared/Pending',
  'shared/CheckoutOptions',
  'InsuranceOptions/InsuranceOptions',
];

/** The insurance packages with their premium and cancellation policy (one at a time). */
export function InsuranceOptions(props: InsuranceOptionsProps) {
  return <CheckoutOptions kind="insurance" {...props} />;
}
