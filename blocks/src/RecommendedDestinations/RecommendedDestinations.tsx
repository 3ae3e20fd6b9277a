import type { RecommendedDestinationsProps } from '@waypoint/schemas';
import { useId } from 'react';
import { DestinationTiles } from '../shared/DestinationTiles.tsx';
import type { Stylesheets } from '../types.ts';

/** The stylesheets the block needs (paths under blocks/src), shared parts first. */
export const styles: Stylesheets = ['RecommendedDestinations/RecommendedDestinations'];

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
        <DestinationTiles
          tiles={destinations.map((destination) => ({ ...destination, key: destination.id }))}
        />
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
