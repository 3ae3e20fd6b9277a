import type { DepartureCalendarProps } from '@waypoint/schemas';
import { useEffect, useRef } from 'react';
import { Icon } from '../shared/icons.tsx';
import { ActionLink } from '../shared/runtime.tsx';
import { monthHref } from './templates.ts';

type MonthNavProps = DepartureCalendarProps['monthNav'];
type Step = NonNullable<MonthNavProps['previous']>;

export interface MonthStepProps {
  direction: 'previous' | 'next';
  step: Step | null;
  select: MonthNavProps['select'];
  label: string;
}

/**
 * The previous / next month control: a link to that month (and its action), or at either end of the
 * bookable months a button marked aria-disabled. Not `disabled`: a keyboard user who pressed 'next' up to
 * the last month keeps focus on the control (now announced as unavailable) instead of being moved to
 * another one, whose next press would go back. Both carry the same focus key, so focus finds the button
 * that replaces the link (see use-calendar-focus.ts).
 */
export function MonthStep({ direction, step, select, label }: MonthStepProps) {
  const icon = <Icon name={direction === 'previous' ? 'chevron-left' : 'chevron-right'} size={20} />;
  const className = `wp-icon-btn departure-calendar__step departure-calendar__step--${direction}`;
  if (!step) {
    return (
      <button
        type="button"
        className={className}
        aria-label={label}
        aria-disabled="true"
        data-focus-key={direction}
      >
        {icon}
      </button>
    );
  }
  return (
    <ActionLink
      className={className}
      href={monthHref(select.href, step.month)}
      action={select.action}
      extra={{ month: step.month }}
      aria-label={label}
      data-focus-key={direction}
    >
      {icon}
    </ActionLink>
  );
}

/**
 * The bookable months as a horizontally scrolling row of links, the shown month marked current and
 * scrolled into view (within the row only: the page does not move).
 */
export function MonthOptions({
  label,
  options,
  select,
}: Pick<MonthNavProps, 'label' | 'options' | 'select'>) {
  const list = useRef<HTMLUListElement>(null);
  const selected = options.find((option) => option.selected)?.month;
  const moved = useRef(false);

  useEffect(() => {
    const el = list.current;
    const item = el?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!el || !item || !selected) return;
    const smooth = moved.current && !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    moved.current = true;
    const left = item.offsetLeft - (el.clientWidth - item.offsetWidth) / 2;
    el.scrollTo({ left: Math.max(0, left), behavior: smooth ? 'smooth' : 'auto' });
  }, [selected]);

  if (options.length === 0) return null;
  return (
    <nav className="departure-calendar__nav" aria-label={label}>
      {/* biome-ignore lint/a11y/noRedundantRoles: list-style: none drops the list role in Safari. */}
      <ul ref={list} role="list" className="departure-calendar__options" data-focus-group="months">
        {options.map((option) => (
          <li key={option.month}>
            <ActionLink
              className="departure-calendar__option"
              href={monthHref(select.href, option.month)}
              action={select.action}
              extra={{ month: option.month }}
              aria-current={option.selected ? 'true' : undefined}
              data-focus-key={`month:${option.month}`}
            >
              {option.label}
            </ActionLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
