import type { DepartureCalendarProps } from '@waypoint/schemas';
import { useId } from 'react';
import { ActionLink } from '../shared/runtime.tsx';

type Categories = NonNullable<DepartureCalendarProps['categories']>;

/**
 * The categories as a selector inside the calendar (ABcategoriesCalendarPdp, buying-flow.md §2): one
 * link per category with its from-price, the chosen one marked current.
 */
export function CategoryChoices({ label, fromLabel, options }: Categories) {
  const labelId = useId();
  if (options.length === 0) return null;
  return (
    <div className="departure-calendar__categories">
      <p id={labelId} className="departure-calendar__categories-label">
        {label}
      </p>
      <ul
        // biome-ignore lint/a11y/noRedundantRoles: list-style: none drops the list role in Safari.
        role="list"
        className="departure-calendar__category-list"
        aria-labelledby={labelId}
        data-focus-group="categories"
      >
        {options.map((option) => (
          <li key={option.id}>
            <ActionLink
              className="departure-calendar__category"
              href={option.href}
              action={option.action}
              aria-current={option.selected ? 'true' : undefined}
              data-focus-key={`category:${option.id}`}
            >
              <span className="departure-calendar__category-title">{option.title}</span>
              <span className="departure-calendar__category-price">
                {fromLabel} {option.fromPrice}
              </span>
            </ActionLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
