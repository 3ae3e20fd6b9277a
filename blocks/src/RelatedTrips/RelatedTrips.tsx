import type { RelatedTripsProps } from '@waypoint/schemas';

/** Stub: replaced by the component. */
export function RelatedTrips(_props: RelatedTripsProps) {
  return null;
}
