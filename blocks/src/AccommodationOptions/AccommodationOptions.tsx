import type { AccommodationOptionsProps } from '@waypoint/schemas';
import { CheckoutOptions } from '../shared/CheckoutOptions.tsx';
import type { Stylesheets } from '../types.ts';

/** The stylesheets the block needs (paths under blocks/src), shared parts first. */
export const styles: Stylesheets = [
  'shared/TripPanel',
  'shared/Pending',
  'shared/CheckoutOptions',
  'AccommodationOptions/AccommodationOptions',
];

/** Rooms included in the price and rooms at a supplement (one at a time, radio-like). */
export function AccommodationOptions(props: AccommodationOptionsProps) {
  return <CheckoutOptions kind="accommodation" {...props} />;
}
