import type { InsuranceOptionsProps } from '@waypoint/schemas';
import { CheckoutOptions } from '../shared/CheckoutOptions.tsx';

/** The insurance packages with their premium and cancellation policy (one at a time). */
export function InsuranceOptions(props: InsuranceOptionsProps) {
  return <CheckoutOptions kind="insurance" {...props} />;
}
