import type { BaggageAllowanceProps } from '@waypoint/schemas';
import { useId } from 'react';
import { Icon } from '../shared/icons.tsx';
import type { Stylesheets } from '../types.ts';

/** The stylesheets the block needs (paths under blocks/src), shared parts first. */
export const styles: Stylesheets = ['shared/TripPanel', 'BaggageAllowance/BaggageAllowance'];

/** Suitcases drawn per leg: more are said by the leg's text alone. */
const MAX_ICONS = 4;

/**
 * The checked baggage of the flight held (buying-flow.md §5 "Baggage allowance"), per leg: a suitcase
 * per piece (a crossed one for none), decorative, beside the leg's own words ('2 checked bags, 23 kg
 * each'); then the bags that could be added with their prices, and the note. Static: no interactivity.
 */
export function BaggageAllowance({ title, legs, extras, note }: BaggageAllowanceProps) {
  const headingId = useId();
  return (
    <section className="baggage-allowance wp-trip-block" aria-labelledby={headingId}>
      <div className="wp-container">
        <div className="wp-trip-panel">
          <h2 id={headingId} className="wp-trip-panel__title">
            {title}
          </h2>
          <ul
            // biome-ignore lint/a11y/noRedundantRoles: list-style: none drops the list role in Safari.
            role="list"
            className="baggage-allowance__legs"
          >
            {legs.map((leg) => (
              <li
                key={leg.label}
                className={
                  leg.pieces > 0
                    ? 'baggage-allowance__leg'
                    : 'baggage-allowance__leg baggage-allowance__leg--none'
                }
                data-pieces={leg.pieces}
              >
                <span className="baggage-allowance__label">{leg.label}</span>
                <span className="baggage-allowance__icons" aria-hidden="true">
                  {leg.pieces > 0 ? (
                    Array.from({ length: Math.min(leg.pieces, MAX_ICONS) }, (_, piece) => (
                      <Icon key={`piece-${piece + 1}`} name="suitcase" size={22} />
                    ))
                  ) : (
                    <Icon name="suitcase-off" size={22} />
                  )}
                  {leg.pieces > MAX_ICONS ? (
                    <span className="baggage-allowance__more">+{leg.pieces - MAX_ICONS}</span>
                  ) : null}
                </span>
                <span className="baggage-allowance__text">{leg.text}</span>
              </li>
            ))}
          </ul>
          {extras.length > 0 ? (
            <ul
              // biome-ignore lint/a11y/noRedundantRoles: list-style: none drops the list role in Safari.
              role="list"
              className="baggage-allowance__extras"
            >
              {extras.map((extra) => (
                <li key={extra.name} className="baggage-allowance__extra">
                  <span className="baggage-allowance__extra-name">
                    <Icon name="suitcase" size={18} />
                    {extra.name}
                  </span>
                  <span className="baggage-allowance__price">{extra.price}</span>
                </li>
              ))}
            </ul>
          ) : null}
          {note ? <p className="baggage-allowance__note">{note}</p> : null}
        </div>
      </div>
    </section>
  );
}
