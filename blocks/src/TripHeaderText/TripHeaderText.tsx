import type { TripHeaderTextProps } from '@waypoint/schemas';

/** Stub: replaced by the component. */
export function TripHeaderText(_props: TripHeaderTextProps) {
  return null;
}
