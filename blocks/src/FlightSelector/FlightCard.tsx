/**
 * One flight option (buying-flow.md §3 "Flight search", §6 "Real flight details shown"): its carrier as
 * the card's heading, the price with this flight (and the difference against the flight held), cabin,
 * duration and baggage, then each leg (or, for a predicted flight, the note that details come later),
 * and the choose button, described by the carrier and price. The chosen flight has a doubled border, a
 * check and an `aria-disabled` button: choosing it again does nothing.
 */
import type { FlightLegView, FlightOptionView } from '@waypoint/schemas';
import { Icon } from '../shared/icons.tsx';
import { Spinner } from '../shared/pending.tsx';

function Leg({ leg }: { leg: FlightLegView }) {
  return (
    <div className="flight-card__leg">
      <p className="flight-card__leg-head">
        <span className="flight-card__leg-label">{leg.label}</span>
        <span className="flight-card__leg-date">{leg.date}</span>
      </p>
      <div className="flight-card__route">
        <p className="flight-card__end">
          <span className="flight-card__time">{leg.departTime}</span>
          <span className="flight-card__code">{leg.from}</span>
        </p>
        <p className="flight-card__path">
          <span className="flight-card__leg-duration">{leg.duration}</span>
          <span className="flight-card__line" aria-hidden="true">
            <Icon name="plane" size={16} />
          </span>
          <span className="flight-card__stops">{leg.stops}</span>
        </p>
        <p className="flight-card__end flight-card__end--arrive">
          <span className="flight-card__time">
            {leg.arriveTime}
            {leg.dayShift > 0 ? <sup className="flight-card__shift">+{leg.dayShift}</sup> : null}
          </span>
          <span className="flight-card__code">{leg.to}</span>
        </p>
      </div>
      <p className="flight-card__carriers">{leg.carriers}</p>
    </div>
  );
}

export interface FlightCardProps {
  flight: FlightOptionView;
  /** Unique per panel: the same flight may be in several tabs. */
  id: string;
  /** The 'Recommended' mark's text (the recommended tab's label), if there is one. */
  recommendedLabel: string | null;
  pending: boolean;
  onChoose: (flight: FlightOptionView) => void;
}

export function FlightCard({ flight, id, recommendedLabel, pending, onChoose }: FlightCardProps) {
  const titleId = `${id}-title`;
  const priceId = `${id}-price`;
  const classes = ['flight-card', flight.selected ? 'flight-card--selected' : null].filter(Boolean).join(' ');
  return (
    <li className={classes} data-flight={flight.id}>
      <article className="flight-card__body" aria-labelledby={titleId}>
        <div className="flight-card__head">
          <div className="flight-card__who">
            {flight.recommended && recommendedLabel ? (
              <span className="flight-card__badge">
                <Icon name="star" size={14} filled />
                {recommendedLabel}
              </span>
            ) : null}
            <h3 id={titleId} className="flight-card__carrier">
              {flight.carrierName}
            </h3>
          </div>
          <p className="flight-card__price">
            <strong id={priceId} className="flight-card__amount">
              {flight.price}
            </strong>
            {flight.priceDifference !== null ? (
              <span className="flight-card__difference">{flight.priceDifference}</span>
            ) : null}
          </p>
          <ul
            // biome-ignore lint/a11y/noRedundantRoles: list-style: none drops the list role in Safari.
            role="list"
            className="flight-card__facts"
          >
            <li>{flight.cabinLabel}</li>
            <li>{flight.duration}</li>
            <li>{flight.baggage}</li>
          </ul>
        </div>
        {flight.legs ? (
          <ol
            // biome-ignore lint/a11y/noRedundantRoles: list-style: none drops the list role in Safari.
            role="list"
            className="flight-card__legs"
          >
            {flight.legs.map((leg) => (
              <li key={`${leg.label} ${leg.date} ${leg.departTime}`}>
                <Leg leg={leg} />
              </li>
            ))}
          </ol>
        ) : flight.predictedNote ? (
          <p className="flight-card__predicted">
            <Icon name="clock" size={18} />
            <span>{flight.predictedNote}</span>
          </p>
        ) : null}
        {flight.choose ? (
          <div className="flight-card__actions">
            <button
              type="button"
              className="wp-btn wp-btn--inverse flight-card__choose"
              aria-describedby={`${titleId} ${priceId}`}
              aria-disabled={flight.selected || pending ? true : undefined}
              onClick={() => {
                if (!flight.selected && !pending) onChoose(flight);
              }}
            >
              {pending ? (
                <Spinner />
              ) : flight.selected ? (
                <Icon name="check" size={18} strokeWidth={2.4} />
              ) : null}
              {flight.choose.label}
            </button>
          </div>
        ) : null}
      </article>
    </li>
  );
}
