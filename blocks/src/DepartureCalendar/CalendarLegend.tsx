import type { DepartureCalendarProps } from '@waypoint/schemas';
import { DayMarker } from './DayMarker.tsx';

/** What the highlights and markers of the days mean, each shown with its own marker and colour. */
export function CalendarLegend({ legend }: Pick<DepartureCalendarProps, 'legend'>) {
  if (legend.length === 0) return null;
  return (
    // biome-ignore lint/a11y/noRedundantRoles: list-style: none drops the list role in Safari.
    <ul role="list" className="departure-calendar__legend">
      {legend.map((item) => (
        <li key={item.kind} className="departure-calendar__legend-item">
          <span className={`departure-calendar__swatch departure-calendar__swatch--${item.kind}`}>
            <DayMarker kind={item.kind} />
          </span>
          {item.label}
        </li>
      ))}
    </ul>
  );
}
