import type { BreadcrumbsProps } from '@waypoint/schemas';

/** Stub: replaced by the component. */
export function Breadcrumbs(_props: BreadcrumbsProps) {
  return null;
}
