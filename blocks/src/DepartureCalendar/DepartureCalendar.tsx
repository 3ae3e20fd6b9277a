import type { DepartureCalendarProps } from '@waypoint/schemas';

/** Stub: replaced by the component. */
export function DepartureCalendar(_props: DepartureCalendarProps) {
  return null;
}
