import type { TripItineraryProps } from '@waypoint/schemas';

/** Stub: replaced by the component. */
export function TripItinerary(_props: TripItineraryProps) {
  return null;
}
