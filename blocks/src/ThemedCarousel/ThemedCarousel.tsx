import type { ThemedCarouselProps } from '@waypoint/schemas';
import { useId } from 'react';
import { Carousel } from '../shared/Carousel.tsx';
import { Icon } from '../shared/icons.tsx';
import { SectionLink } from '../shared/SectionHeading.tsx';
import { tripCardItems } from '../shared/TripCard.tsx';
import type { Stylesheets } from '../types.ts';

/** The stylesheets the block needs (paths under blocks/src), shared parts first. */
export const styles: Stylesheets = [
  'shared/SectionHeading',
  'shared/TripCard',
  'shared/Carousel',
  'ThemedCarousel/ThemedCarousel',
];

/**
 * A themed trip carousel (storefront.md §2 Home page 12, §3 Themed slide): the theme's icon, title and
 * description, its 'See all trips' link (the slide's slug) and its trip cards. `name` is the analytics
 * name, '{icon}-carousel'.
 */
export function ThemedCarousel({
  name,
  icon,
  overline,
  title,
  subtitle,
  description,
  cards,
  seeAll,
  ctaAppearance,
  layout,
  labels,
  cardLabels,
}: ThemedCarouselProps) {
  const headingId = useId();
  return (
    <section className="themed-carousel wp-section" aria-labelledby={headingId} data-carousel-name={name}>
      <div className="wp-container">
        <div className="wp-section-heading themed-carousel__heading">
          <div className="themed-carousel__intro">
            <span className="themed-carousel__icon">
              <Icon name={icon} size={28} />
            </span>
            <div className="wp-section-heading__text">
              {overline ? <span className="wp-overline">{overline}</span> : null}
              <h2 id={headingId} className="wp-heading">
                {title}
              </h2>
              {subtitle ? <p className="wp-section-heading__subtitle">{subtitle}</p> : null}
              {description ? <p className="themed-carousel__description">{description}</p> : null}
            </div>
          </div>
          {seeAll ? (
            <SectionLink link={seeAll} appearance={ctaAppearance} className="themed-carousel__link" />
          ) : null}
        </div>
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
