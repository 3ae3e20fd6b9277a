import type { DestinationTripsProps } from '@waypoint/schemas';
import { useId } from 'react';
import { TripCard } from '../shared/TripCard.tsx';
import type { Stylesheets } from '../types.ts';

/** The stylesheets the block needs (paths under blocks/src), shared parts first. */
export const styles: Stylesheets = ['shared/TripCard', 'DestinationTrips/DestinationTrips'];

/**
 * A destination's trips (storefront.md §2 destination pages): the sort orders and the pages are plain
 * links to the page's URL (`?sort=…&page=…`), so the list works without JavaScript and Back restores it.
 * Three layouts (ABC_PLPRevamp): a card grid, a list of wide cards, a compact grid.
 */
export function DestinationTrips({
  title,
  countLabel,
  layout,
  sort,
  cards,
  labels,
  pagination,
  empty,
}: DestinationTripsProps) {
  const headingId = useId();
  const sortId = useId();
  return (
    <section
      className={`destination-trips destination-trips--${layout} wp-section`}
      aria-labelledby={headingId}
      id="trips"
    >
      <div className="wp-container">
        <div className="destination-trips__head">
          <h2 id={headingId} className="wp-heading destination-trips__title">
            {title} <span className="destination-trips__count">({countLabel})</span>
          </h2>
          <nav className="destination-trips__sort" aria-labelledby={sortId}>
            <span id={sortId} className="destination-trips__sort-label">
              {sort.label}
            </span>
            <ul className="destination-trips__sort-list">
              {sort.options.map((option) => (
                <li key={option.value}>
                  <a
                    className="destination-trips__sort-link"
                    href={`${option.href}#trips`}
                    aria-current={option.current ? 'true' : undefined}
                  >
                    {option.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        {cards.length === 0 ? (
          <p className="destination-trips__empty">{empty}</p>
        ) : (
          <ul className="destination-trips__list">
            {cards.map((card) => (
              <li key={card.id} className="destination-trips__item">
                <TripCard card={card} labels={labels} size={layout === 'list' ? 'wide' : 'standard'} />
              </li>
            ))}
          </ul>
        )}
        {pagination ? (
          <nav className="destination-trips__pagination" aria-label={pagination.label}>
            {pagination.previous.href ? (
              <a
                className="destination-trips__page-step"
                href={`${pagination.previous.href}#trips`}
                rel="prev"
              >
                {pagination.previous.label}
              </a>
            ) : null}
            <ol className="destination-trips__pages">
              {pagination.pages.map((page) => (
                <li key={page.number}>
                  <a
                    className="destination-trips__page"
                    href={`${page.href}#trips`}
                    aria-current={page.current ? 'page' : undefined}
                  >
                    {page.number}
                  </a>
                </li>
              ))}
            </ol>
            {pagination.next.href ? (
              <a className="destination-trips__page-step" href={`${pagination.next.href}#trips`} rel="next">
                {pagination.next.label}
              </a>
            ) : null}
            <p className="wp-visually-hidden" aria-live="polite">
              {pagination.status}
            </p>
          </nav>
        ) : null}
      </div>
    </section>
  );
}
