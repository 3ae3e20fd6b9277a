import type { TripOverviewProps } from '@waypoint/schemas';
import { useId } from 'react';
import type { Stylesheets } from '../types.ts';

/** The stylesheets the block needs (paths under blocks/src), shared parts first. */
export const styles: Stylesheets = ['shared/Prose', 'TripOverview/TripOverview'];

/**
 * What the trip is about (buying-flow.md §2: days, destination, description): the facts at a glance as
 * a definition list, then the description. The description is HTML the composer has sanitised.
 */
export function TripOverview({ title, descriptionHtml, facts }: TripOverviewProps) {
  const headingId = useId();
  return (
    <section className="trip-overview wp-section" aria-labelledby={headingId}>
      <div className="trip-overview__inner wp-container">
        <h2 id={headingId} className="wp-heading trip-overview__title">
          {title}
        </h2>
        {facts.length > 0 ? (
          <dl className="trip-overview__facts">
            {facts.map((fact) => (
              <div key={fact.label} className="trip-overview__fact">
                <dt className="trip-overview__fact-label">{fact.label}</dt>
                <dd className="trip-overview__fact-value">{fact.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <div
          className="trip-overview__description wp-prose"
          dangerouslySetInnerHTML={{ __html: descriptionHtml }}
        />
      </div>
    </section>
  );
}
