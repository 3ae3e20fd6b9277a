import type { ContentTripsProps } from '@waypoint/schemas';
import { useId } from 'react';
import { TripCard } from '../shared/TripCard.tsx';
import type { Stylesheets } from '../types.ts';

/** The stylesheets the block needs (paths under blocks/src), shared parts first. */
export const styles: Stylesheets = ['shared/TripCard', 'ContentTrips/ContentTrips'];

/**
 * A collection page's trips as a grid of trip cards (one column on phones, up to four on desktops), or
 * the destinations page's continents, each with its countries and their number of trips, every name
 * linking to its destination page. Static: no script.
 */
export function ContentTrips({ title, cards, cardLabels, continents }: ContentTripsProps) {
  const headingId = useId();
  return (
    <section className="content-trips wp-section" aria-labelledby={headingId}>
      <div className="wp-container">
        <h2 id={headingId} className="wp-heading content-trips__title">
          {title}
        </h2>
        {cards.length > 0 ? (
          <ul className="content-trips__grid">
            {cards.map((card) => (
              <li key={card.id} className="content-trips__item">
                <TripCard card={card} labels={cardLabels} headingLevel={3} />
              </li>
            ))}
          </ul>
        ) : null}
        {continents.length > 0 ? (
          <div className="content-trips__continents">
            {continents.map((continent) => (
              <section key={continent.id} className="content-trips__continent">
                <h3 className="content-trips__continent-name">
                  <a href={continent.href}>{continent.name}</a>{' '}
                  <span className="content-trips__count">{continent.tripsLabel}</span>
                </h3>
                <ul className="content-trips__countries">
                  {continent.countries.map((country) => (
                    <li key={country.id}>
                      <a href={country.href}>{country.name}</a>{' '}
                      <span className="content-trips__count">{country.tripsLabel}</span>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        ) : null}
      </div>
    </section>
  );
}
