import type { ActivityOptionsProps } from '@waypoint/schemas';
import { CheckoutOptions } from '../shared/CheckoutOptions.tsx';

/** Activities and services priced per traveller (several at once: toggle buttons). */
export function ActivityOptions(props: ActivityOptionsProps) {
  return <CheckoutOptions kind="activity" {...props} />;
}
