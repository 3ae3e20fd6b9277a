import type { RelatedTripsProps } from '@waypoint/schemas';
import { TripCarouselSection } from '../shared/TripCarouselSection.tsx';

/**
 * Related products (buying-flow.md §2): trips like this one, in the same trip-card carousel as the home
 * page's carousels (storefront.md §3 "Product card as shown").
 */
export function RelatedTrips(props: RelatedTripsProps) {
  return <TripCarouselSection className="related-trips" {...props} />;
}
