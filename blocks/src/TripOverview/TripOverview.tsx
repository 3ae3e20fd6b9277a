import type { TripOverviewProps } from '@waypoint/schemas';

/** Stub: replaced by the component. */
export function TripOverview(_props: TripOverviewProps) {
  return null;
}
