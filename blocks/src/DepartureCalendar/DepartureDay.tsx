import type { CalendarDay, DepartureCalendarProps } from '@waypoint/schemas';
import { ActionLink } from '../shared/runtime.tsx';
import { dayOfMonth } from './calendar-dates.ts';
import { DayMarker, markersOf } from './DayMarker.tsx';
import { dayHref } from './templates.ts';

export interface DepartureDayProps {
  day: CalendarDay;
  selectDay: DepartureCalendarProps['selectDay'];
  selectRelatedDay: DepartureCalendarProps['selectRelatedDay'];
  /** The one day in the tab order (roving tabindex). */
  tabbable: boolean;
  selected: boolean;
  compact: boolean;
  allPrices: boolean;
}

/**
 * A departure day: the day number is a plain link to the page with the day chosen (the runtime turns it
 * into the `selectDay` action, or for a related day `selectRelatedDay`, with the day as extra input), stretched over the whole cell so the cell is
 * the touch target. The link's accessible name is the contract's label (date, price, kind). The price
 * per person, the struck-through old price (not in compact mode) and the markers are drawn beside it and
 * hidden from assistive technology, the label saying it all; keeping them out of the link keeps its
 * visible text (the day number) inside its name (WCAG 2.5.3 Label in Name). With `allPrices` off a
 * related day shows only its marker (buying-flow.md §2 "Departure calendar", all-prices variant).
 */
export function DepartureDay({
  day,
  selectDay,
  selectRelatedDay,
  tabbable,
  selected,
  compact,
  allPrices,
}: DepartureDayProps) {
  const priced = allPrices || day.kind !== 'related';
  // A related day takes what makes it bookable (the related category, or a second traveller).
  const choose = day.kind === 'related' && selectRelatedDay ? selectRelatedDay : selectDay;
  const rank = day.best ? 'best' : day.secondBest ? 'second-best' : null;
  // An unpriced related day already shows its marker in place of the price.
  const markers = markersOf(day).filter((kind) => priced || kind !== 'related');
  const classes = [
    'departure-calendar__day',
    'departure-calendar__day--departs',
    `departure-calendar__day--${day.kind}`,
    rank ? `departure-calendar__day--${rank}` : null,
    selected ? 'departure-calendar__day--selected' : null,
    priced ? null : 'departure-calendar__day--unpriced',
  ].filter(Boolean);
  return (
    <div className={classes.join(' ')}>
      <ActionLink
        className="departure-calendar__link"
        href={dayHref(choose.href, day.date)}
        action={choose.action}
        extra={{ date: day.date }}
        aria-label={day.label}
        tabIndex={tabbable ? 0 : -1}
        data-date={day.date}
        data-focus-key={`day:${day.date}`}
      >
        {dayOfMonth(day.date)}
      </ActionLink>
      {priced ? (
        <span className="departure-calendar__price" aria-hidden="true">
          {day.priceShort}
        </span>
      ) : (
        <span className="departure-calendar__price departure-calendar__price--marker" aria-hidden="true">
          <DayMarker kind="related" size={10} />
        </span>
      )}
      {priced && day.oldPriceBeauty && !compact ? (
        <s className="departure-calendar__old-price" aria-hidden="true">
          {day.oldPriceBeauty}
        </s>
      ) : null}
      {markers.length > 0 ? (
        <span className="departure-calendar__markers" aria-hidden="true">
          {markers.map((kind) => (
            <DayMarker key={kind} kind={kind} />
          ))}
        </span>
      ) : null}
    </div>
  );
}
