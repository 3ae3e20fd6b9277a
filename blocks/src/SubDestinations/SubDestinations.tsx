import type { SubDestinationsProps } from '@waypoint/schemas';
import { useId } from 'react';
import { DestinationTiles } from '../shared/DestinationTiles.tsx';
import type { Stylesheets } from '../types.ts';

/** The stylesheets the block needs (paths under blocks/src), shared parts first. */
export const styles: Stylesheets = ['RecommendedDestinations/RecommendedDestinations'];

/**
 * The destinations inside or next to this one (storefront.md §2 destination pages): a tile per region or
 * country with its picture, name and '{amount} trips', each linking to its page. Static: a scroll row on
 * phones (CSS only), a grid from laptop up; it shares the recommended destinations' tiles.
 */
export function SubDestinations({ title, destinations }: SubDestinationsProps) {
  const headingId = useId();
  return (
    <section className="recommended-destinations sub-destinations wp-section" aria-labelledby={headingId}>
      <div className="wp-container">
        <h2 id={headingId} className="wp-heading recommended-destinations__title">
          {title}
        </h2>
        <DestinationTiles
          tiles={destinations.map((destination) => ({
            ...destination,
            key: `${destination.kind}-${destination.id}`,
          }))}
        />
      </div>
    </section>
  );
}
