import type { TripHeroProps } from '@waypoint/schemas';

/** Stub: replaced by the component. */
export function TripHero(_props: TripHeroProps) {
  return null;
}
