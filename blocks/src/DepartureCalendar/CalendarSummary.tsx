import type { DepartureCalendarProps } from '@waypoint/schemas';

export interface CalendarSummaryProps {
  summary: DepartureCalendarProps['summary'];
  perPerson: string;
}

/**
 * The chosen day's trip: departure and return dates, the travellers, the price per person, the total and
 * the details. The live region is always in the page (empty until a day is chosen) so that assistive
 * technology announces, politely, each summary that arrives or changes.
 */
export function CalendarSummary({ summary, perPerson }: CalendarSummaryProps) {
  return (
    <div className="departure-calendar__summary" aria-live="polite">
      {summary ? (
        <div className="departure-calendar__summary-card">
          <h3 className="departure-calendar__summary-title">{summary.title}</h3>
          <dl className="departure-calendar__summary-dates">
            <div>
              <dt>{summary.departure.label}</dt>
              <dd>{summary.departure.date}</dd>
            </div>
            <div>
              <dt>{summary.return.label}</dt>
              <dd>{summary.return.date}</dd>
            </div>
          </dl>
          <p className="departure-calendar__summary-details">{summary.details}</p>
          <p className="departure-calendar__summary-travellers">{summary.travellers}</p>
          <p className="departure-calendar__summary-per-person">
            <strong>{summary.pricePerPerson}</strong> {perPerson}
          </p>
          <p className="departure-calendar__summary-total">
            <span>{summary.total.label}</span> <strong>{summary.total.price}</strong>
          </p>
        </div>
      ) : null}
    </div>
  );
}
