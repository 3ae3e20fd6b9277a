import type { TripItineraryProps } from '@waypoint/schemas';
import { useId } from 'react';
import { Icon } from '../shared/icons.tsx';
import type { Stylesheets } from '../types.ts';

/** The stylesheets the block needs (paths under blocks/src), shared parts first. */
export const styles: Stylesheets = ['shared/Prose', 'TripItinerary/TripItinerary'];

/**
 * TripItineraryConfig.expandedDays defaults to 2 and the config does not reach the props, so the first
 * two days are open (schemas/src/blocks/trip-itinerary.ts).
 */
export const EXPANDED_DAYS = 2;

/**
 * The trip day by day for the chosen category and departure city (buying-flow.md §2, §7 Itinerary): each
 * day a native disclosure ('Day 1' and its title), so it opens and closes without JavaScript; inside,
 * the day's description (HTML the composer has sanitised), its meals and where the night is spent.
 */
export function TripItinerary({ title, days, labels }: TripItineraryProps) {
  const headingId = useId();
  return (
    <section className="trip-itinerary wp-section" aria-labelledby={headingId}>
      <div className="wp-container">
        <h2 id={headingId} className="wp-heading trip-itinerary__title">
          {title}
        </h2>
        <ol className="trip-itinerary__days">
          {days.map((day, index) => (
            <li key={day.day} className="trip-itinerary__day">
              <details className="trip-itinerary__details" open={index < EXPANDED_DAYS}>
                <summary className="trip-itinerary__summary">
                  <span className="trip-itinerary__marker" aria-hidden="true">
                    {day.day}
                  </span>
                  <span className="trip-itinerary__heading">
                    <span className="trip-itinerary__day-label">{day.label}</span>
                    <span className="wp-visually-hidden">: </span>
                    <span className="trip-itinerary__day-title">{day.title}</span>
                  </span>
                  <Icon name="chevron-down" size={20} strokeWidth={2} className="trip-itinerary__chevron" />
                </summary>
                <div className="trip-itinerary__body">
                  <div
                    className="trip-itinerary__description wp-prose"
                    dangerouslySetInnerHTML={{ __html: day.descriptionHtml }}
                  />
                  {day.meals.length > 0 || day.accommodation ? (
                    <dl className="trip-itinerary__info">
                      {day.meals.length > 0 ? (
                        <div className="trip-itinerary__info-item">
                          <dt className="trip-itinerary__info-label">{labels.meals}</dt>
                          <dd className="trip-itinerary__info-value">
                            <ul className="trip-itinerary__meals">
                              {day.meals.map((meal) => (
                                <li key={meal} className="trip-itinerary__meal">
                                  {meal}
                                </li>
                              ))}
                            </ul>
                          </dd>
                        </div>
                      ) : null}
                      {day.accommodation ? (
                        <div className="trip-itinerary__info-item">
                          <dt className="trip-itinerary__info-label">{labels.accommodation}</dt>
                          <dd className="trip-itinerary__info-value">{day.accommodation}</dd>
                        </div>
                      ) : null}
                    </dl>
                  ) : null}
                </div>
              </details>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
