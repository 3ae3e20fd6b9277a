import type { RelatedTripsProps } from '@waypoint/schemas';
import { TripCarouselSection } from '../shared/TripCarouselSection.tsx';
import type { Stylesheets } from '../types.ts';

/** The stylesheets the block needs (paths under blocks/src), shared parts first. */
export const styles: Stylesheets = [
  'shared/SectionHeading',
  'shared/TripCard',
  'shared/Carousel',
  'RelatedTrips/RelatedTrips',
];

/**
 * Related products (buying-flow.md §2): trips like this one, in the same trip-card carousel as the home
 * page's carousels (storefront.md §3 "Product card as shown").
 */
export function RelatedTrips(props: RelatedTripsProps) {
  return <TripCarouselSection className="related-trips" {...props} />;
}
