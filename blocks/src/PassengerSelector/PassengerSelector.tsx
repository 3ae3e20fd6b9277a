import type { PassengerSelectorProps } from '@waypoint/schemas';

/** Stub: replaced by the component. */
export function PassengerSelector(_props: PassengerSelectorProps) {
  return null;
}
