import type { RelatedTripsProps } from '@waypoint/schemas';
import { useId } from 'react';
import { Carousel } from '../shared/Carousel.tsx';
import { SectionHeading } from '../shared/SectionHeading.tsx';
import { tripCardItems } from '../shared/TripCard.tsx';

/**
 * Related products (buying-flow.md §2): trips like this one, in the same trip-card carousel as the home
 * page's carousels (storefront.md §3 "Product card as shown").
 */
export function RelatedTrips({
  name,
  overline,
  title,
  subtitle,
  cards,
  seeAll,
  ctaAppearance,
  layout,
  labels,
  cardLabels,
}: RelatedTripsProps) {
  const headingId = useId();
  return (
    <section className="related-trips wp-section" aria-labelledby={headingId} data-carousel-name={name}>
      <div className="wp-container">
        <SectionHeading
          id={headingId}
          title={title}
          overline={overline}
          subtitle={subtitle}
          link={seeAll}
          linkAppearance={ctaAppearance}
        />
        <Carousel
          label={title}
          labels={labels}
          layout={layout}
          items={tripCardItems(cards, cardLabels, layout)}
        />
      </div>
    </section>
  );
}
