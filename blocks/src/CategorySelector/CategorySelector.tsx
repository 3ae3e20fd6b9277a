import type { CategorySelectorProps } from '@waypoint/schemas';

/** Stub: replaced by the component. */
export function CategorySelector(_props: CategorySelectorProps) {
  return null;
}
