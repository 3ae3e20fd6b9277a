import type { CalendarDay, CalendarMonth, DepartureCalendarProps } from '@waypoint/schemas';
import { type KeyboardEvent, type ReactNode, useId } from 'react';
import { dayOfMonth, monthWeeks, type Weekday } from './calendar-dates.ts';
import { DepartureDay } from './DepartureDay.tsx';

export interface MonthGridProps {
  month: CalendarMonth;
  /** Its departure days by date (one entry per date). */
  days: ReadonlyMap<string, CalendarDay>;
  weekdays: readonly string[];
  firstDayOfWeek: Weekday;
  selectDay: DepartureCalendarProps['selectDay'];
  selectRelatedDay: DepartureCalendarProps['selectRelatedDay'];
  selectedDate: string | null;
  /** The departure day in the tab order, wherever it is on screen. */
  tabbable: string | null;
  compact: boolean;
  allPrices: boolean;
  labels: Pick<DepartureCalendarProps['labels'], 'grid' | 'noDepartures'>;
  /** The previous / next month controls beside the heading (first and last month on screen). */
  before?: ReactNode;
  after?: ReactNode;
  onKeyDown: (event: KeyboardEvent<HTMLTableElement>) => void;
}

/**
 * One month as a WAI-ARIA grid (date-picker pattern): weekday column headers, one row per week, every
 * day of the month a gridcell. Departure days hold a link (only one in the tab order); other days are
 * plain, disabled cells that take no focus. A month without departures says so, and its grid itself
 * takes focus so the keyboard can still page to another month.
 */
export function MonthGrid({
  month,
  days,
  weekdays,
  firstDayOfWeek,
  selectDay,
  selectRelatedDay,
  selectedDate,
  tabbable,
  compact,
  allPrices,
  labels,
  before,
  after,
  onKeyDown,
}: MonthGridProps) {
  const headingId = useId();
  const emptyId = useId();
  const empty = days.size === 0;
  return (
    <div className="departure-calendar__month" data-month={month.month}>
      <div className="departure-calendar__month-head" data-focus-group="steps">
        {before}
        <h3 id={headingId} className="departure-calendar__month-title">
          {month.label}
        </h3>
        {after}
      </div>
      {empty ? (
        <p id={emptyId} className="departure-calendar__empty">
          {labels.noDepartures}
        </p>
      ) : null}
      <table
        // biome-ignore lint/a11y: the APG date picker's grid is a table; its day links take the focus.
        role="grid"
        className="departure-calendar__grid"
        aria-label={labels.grid}
        aria-describedby={empty ? `${headingId} ${emptyId}` : headingId}
        tabIndex={empty ? 0 : undefined}
        data-month={month.month}
        data-focus-key={`grid:${month.month}`}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {/* By column: short names repeat in some locales ('S', 'S'). */}
            {weekdays.map((name, column) => (
              <th key={column} scope="col" className="departure-calendar__weekday">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month.month, firstDayOfWeek).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((date, column) => {
                if (!date) {
                  return (
                    // biome-ignore lint/a11y: a blank cell of the WAI-ARIA grid (see the table).
                    <td key={`blank-${column}`} role="gridcell" className="departure-calendar__cell" />
                  );
                }
                const day = days.get(date);
                const selected = day !== undefined && date === selectedDate;
                return (
                  // biome-ignore lint/a11y/useFocusableInteractive: the day's link takes the focus.
                  <td
                    key={date}
                    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a gridcell of the grid.
                    role="gridcell"
                    className="departure-calendar__cell"
                    aria-selected={selected ? true : undefined}
                    aria-disabled={day ? undefined : true}
                  >
                    {day ? (
                      <DepartureDay
                        day={day}
                        selectDay={selectDay}
                        selectRelatedDay={selectRelatedDay}
                        tabbable={date === tabbable}
                        selected={selected}
                        compact={compact}
                        allPrices={allPrices}
                      />
                    ) : (
                      <span className="departure-calendar__day departure-calendar__day--none">
                        {dayOfMonth(date)}
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
