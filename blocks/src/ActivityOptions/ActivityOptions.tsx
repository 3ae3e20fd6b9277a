import type { ActivityOptionsProps } from '@waypoint/schemas';
import { CheckoutOptions } from '../shared/CheckoutOptions.tsx';
import type { Stylesheets } from '../types.ts';

/** The stylesheets the block needs (paths under blocks/src), shared parts first. */
export const styles: Stylesheets = [
  'shared/TripPanel',
  'shared/Pending',
  'shared/CheckoutOptions',
  'ActivityOptions/ActivityOptions',
];

/** Activities and services priced per traveller (several at once: toggle buttons). */
export function ActivityOptions(props: ActivityOptionsProps) {
  return <CheckoutOptions kind="activity" {...props} />;
}
