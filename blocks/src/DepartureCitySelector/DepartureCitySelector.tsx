import type { DepartureCitySelectorProps } from '@waypoint/schemas';

/** Stub: replaced by the component. */
export function DepartureCitySelector(_props: DepartureCitySelectorProps) {
  return null;
}
