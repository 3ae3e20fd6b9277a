import type { OfferConditionsProps } from '@waypoint/schemas';

/** Stub: replaced by the component. */
export function OfferConditions(_props: OfferConditionsProps) {
  return null;
}
