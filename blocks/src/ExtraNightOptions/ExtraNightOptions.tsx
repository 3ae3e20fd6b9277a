import type { ExtraNightOptionsProps } from '@waypoint/schemas';
import { CheckoutOptions } from '../shared/CheckoutOptions.tsx';

/** Extra nights at the end of the trip with their price and new return date (one at a time; unavailable ones shown as such). */
export function ExtraNightOptions(props: ExtraNightOptionsProps) {
  return <CheckoutOptions kind="extra-night" {...props} />;
}
