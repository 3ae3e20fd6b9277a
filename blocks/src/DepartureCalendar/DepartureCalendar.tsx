import type { CalendarDay, DepartureCalendarProps } from '@waypoint/schemas';
import { useId, useMemo } from 'react';
import type { Stylesheets } from '../types.ts';
import { CalendarLegend } from './CalendarLegend.tsx';
import { CalendarSummary } from './CalendarSummary.tsx';
import { CategoryChoices } from './CategoryChoices.tsx';
import { monthOfDay } from './calendar-dates.ts';
import type { KeyGrid } from './calendar-keys.ts';
import { MonthGrid } from './MonthGrid.tsx';
import { MonthOptions, MonthStep } from './MonthNav.tsx';
import { useCalendarFocus } from './use-calendar-focus.ts';

/** The stylesheets the block needs (paths under blocks/src), shared parts first. */
export const styles: Stylesheets = ['DepartureCalendar/DepartureCalendar', 'DepartureCalendar/calendar-grid'];

/**
 * The trip page's departure calendar (buying-flow.md §2 "Departure calendar", §3 "Calendar state", §5
 * "Solo traveller", §7 "Flight day prices"): the departure days of the month with their prices per
 * person, to choose one with pointer, touch or keyboard (calendar-keys.ts). Every choice — a day, a
 * month, a category — is a link that works without JavaScript and an action with the runtime.
 *
 * The DOM order is the same in both versions (title, categories, months, notice, grid, legend, summary);
 * only the layout differs:
 * - v1, the classic calendar: one column, legend and summary under the grid;
 * - v2 (the tablet and desktop experiment): from 840 px of calendar width the legend and the summary
 *   sit in a sticky column beside the grid, so the chosen trip stays in view while comparing days.
 * `compact` (the calendar modal, phones) keeps the day cells at the 44 px touch minimum with the day and
 * price only.
 */
export function DepartureCalendar({
  title,
  version,
  compact,
  allPrices,
  soloView,
  months,
  monthNav,
  weekdays,
  firstDayOfWeek,
  selectDay,
  selectRelatedDay,
  selectedDate,
  summary,
  categories,
  legend,
  labels,
  notice,
}: DepartureCalendarProps) {
  const titleId = useId();
  // One entry per date, within its month (the first wins should the contract ever repeat a date).
  const daysByMonth = useMemo(
    () =>
      months.map((month) => {
        const days = new Map<string, CalendarDay>();
        for (const day of month.days) {
          if (monthOfDay(day.date) === month.month && !days.has(day.date)) days.set(day.date, day);
        }
        return days;
      }),
    [months],
  );
  const grid: KeyGrid = useMemo(
    () => ({
      months: months.map((month, i) => ({
        month: month.month,
        departures: [...(daysByMonth[i]?.keys() ?? [])].sort(),
      })),
      firstDayOfWeek,
      previousMonth: monthNav.previous?.month ?? null,
      nextMonth: monthNav.next?.month ?? null,
    }),
    [months, daysByMonth, firstDayOfWeek, monthNav.previous, monthNav.next],
  );
  const focus = useCalendarFocus(grid, selectedDate, monthNav);

  const classes = [
    'departure-calendar',
    `departure-calendar--${version}`,
    compact ? 'departure-calendar--compact' : null,
    soloView ? 'departure-calendar--solo' : null,
    'wp-section',
  ].filter(Boolean);

  return (
    <section
      ref={focus.root}
      className={classes.join(' ')}
      aria-labelledby={titleId}
      onFocus={focus.onFocus}
      onKeyDownCapture={focus.onKeyDownCapture}
      onPointerDown={focus.onPointerDown}
    >
      <div className="wp-container departure-calendar__inner">
        <h2 id={titleId} className="departure-calendar__title wp-heading">
          {title}
        </h2>
        {categories ? <CategoryChoices {...categories} /> : null}
        <MonthOptions label={monthNav.label} options={monthNav.options} select={monthNav.select} />
        <p role="status" className="departure-calendar__notice">
          {notice}
        </p>
        <div className="departure-calendar__body">
          <div className="departure-calendar__months">
            {months.map((month, i) => (
              <MonthGrid
                // By position: a new month reuses the same nodes, so the month controls keep focus.
                key={i}
                month={month}
                days={daysByMonth[i] ?? new Map()}
                weekdays={weekdays}
                firstDayOfWeek={firstDayOfWeek}
                selectDay={selectDay}
                selectRelatedDay={selectRelatedDay}
                selectedDate={selectedDate}
                tabbable={focus.tabbable}
                compact={compact}
                allPrices={allPrices}
                labels={labels}
                before={
                  i === 0 ? (
                    <MonthStep
                      direction="previous"
                      step={monthNav.previous}
                      select={monthNav.select}
                      label={labels.previousMonth}
                    />
                  ) : null
                }
                after={
                  i === months.length - 1 ? (
                    <MonthStep
                      direction="next"
                      step={monthNav.next}
                      select={monthNav.select}
                      label={labels.nextMonth}
                    />
                  ) : null
                }
                onKeyDown={focus.onGridKeyDown}
              />
            ))}
          </div>
          <div className="departure-calendar__aside">
            <CalendarLegend legend={legend} />
            <CalendarSummary summary={summary} perPerson={labels.perPerson} />
          </div>
        </div>
      </div>
    </section>
  );
}
