import type { RecommendedDestinationsProps } from '@waypoint/schemas';
import { useId } from 'react';

/**
 * Recommended destinations (storefront.md §2 Home page 6): a tile per destination with its image, name
 * and '{amount} trips', each linking to the destination page. Static: a scroll row on phones and
 * tablets (CSS only), a grid from laptop up.
 */
export function RecommendedDestinations({ title, destinations }: RecommendedDestinationsProps) {
  const headingId = useId();
  return (
    <section className="recommended-destinations wp-section" aria-labelledby={headingId}>
      <div className="wp-container">
        <h2 id={headingId} className="wp-heading recommended-destinations__title">
          {title}
        </h2>
        <ul className="recommended-destinations__list">
          {destinations.map((destination) => (
            <li key={destination.id} className="recommended-destinations__item">
              <a className="recommended-destinations__tile" href={destination.href}>
                <img
                  className="recommended-destinations__image"
                  src={destination.image.src}
                  alt=""
                  width={destination.image.width ?? 480}
                  height={destination.image.height ?? 600}
                  loading="lazy"
                  decoding="async"
                />
                <span className="recommended-destinations__text">
                  <span className="recommended-destinations__name">{destination.name}</span>
                  <span className="recommended-destinations__amount">{destination.amountLabel}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export type RecommendedDestinationsPlaceholderProps = Pick<
  RecommendedDestinationsProps,
  'title' | 'placeholderCount'
>;

/** The loading state: the title over `placeholderCount` skeleton tiles (storefront.md §9: 10). */
export function RecommendedDestinationsPlaceholder({
  title,
  placeholderCount,
}: RecommendedDestinationsPlaceholderProps) {
  const headingId = useId();
  return (
    <section className="recommended-destinations wp-section" aria-labelledby={headingId} aria-busy="true">
      <div className="wp-container">
        <h2 id={headingId} className="wp-heading recommended-destinations__title">
          {title}
        </h2>
        <ul className="recommended-destinations__list" aria-hidden="true">
          {Array.from({ length: placeholderCount }, (_, index) => index + 1).map((slot) => (
            <li key={slot} className="recommended-destinations__item">
              <div className="recommended-destinations__tile recommended-destinations__tile--placeholder wp-skeleton" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
