import type { AccommodationOptionsProps } from '@waypoint/schemas';
import { CheckoutOptions } from '../shared/CheckoutOptions.tsx';

/** Rooms included in the price and rooms at a supplement (one at a time, radio-like). */
export function AccommodationOptions(props: AccommodationOptionsProps) {
  return <CheckoutOptions kind="accommodation" {...props} />;
}
