import type { TripCard as TripCardData, TripCardLabels } from '@waypoint/schemas';
import type { CarouselItem } from './Carousel.tsx';

/** 'standard' for the slider layout, 'wide' for the promotional cardsSlider layout (wider, 16:9 image). */
export type TripCardSize = 'standard' | 'wide';

export interface TripCardProps {
  card: TripCardData;
  labels: TripCardLabels;
  /** Heading level of the card title under its section's h2. */
  headingLevel?: 3 | 4;
  size?: TripCardSize;
}

/**
 * A trip card (storefront.md §3 "Product card as shown"): image with 'New' and discount badges,
 * destination and duration, title, old and current price, price per night. The whole card is one link
 * (the title's, stretched over the card), so there is a single tab stop per card.
 */
export function TripCard({ card, labels, headingLevel = 3, size = 'standard' }: TripCardProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <article className={size === 'wide' ? 'trip-card trip-card--wide' : 'trip-card'}>
      <div className="trip-card__media">
        <img
          className="trip-card__image"
          src={card.image.src}
          alt=""
          width={card.image.width ?? 400}
          height={card.image.height ?? 300}
          loading="lazy"
          decoding="async"
        />
        <div className="trip-card__badges">
          {card.isNew ? <span className="trip-card__badge trip-card__badge--new">{labels.isNew}</span> : null}
          {card.pricingPercentage ? (
            <span className="trip-card__badge trip-card__badge--discount">
              <span className="wp-visually-hidden">{labels.discount} </span>-{card.pricingPercentage}
            </span>
          ) : null}
        </div>
      </div>
      <div className="trip-card__body">
        <p className="trip-card__meta">
          <span>{card.destination}</span>
          <span aria-hidden="true"> · </span>
          <span>{card.durationLabel}</span>
        </p>
        <Heading className="trip-card__title">
          <a className="trip-card__link" href={card.href}>
            {card.title}
          </a>
        </Heading>
        <div className="trip-card__prices">
          <span className="trip-card__from">{labels.from}</span>
          {card.oldPrice ? <s className="trip-card__old-price">{card.oldPrice}</s> : null}
          <strong className="trip-card__price">{card.fromPrice}</strong>
        </div>
        {card.pricePerNight ? (
          <p className="trip-card__per-night">
            {card.pricePerNight} {labels.perNight}
          </p>
        ) : null}
      </div>
    </article>
  );
}

/** An empty card of the same size: loading placeholders and the gap fillers of recently visited. */
export function TripCardPlaceholder({ size = 'standard' }: { size?: TripCardSize } = {}) {
  return (
    <div
      className={
        size === 'wide'
          ? 'trip-card trip-card--wide trip-card--placeholder'
          : 'trip-card trip-card--placeholder'
      }
      aria-hidden="true"
    >
      <div className="trip-card__media wp-skeleton" />
      <div className="trip-card__body">
        <div className="trip-card__line wp-skeleton" />
        <div className="trip-card__line trip-card__line--wide wp-skeleton" />
        <div className="trip-card__line trip-card__line--price wp-skeleton" />
      </div>
    </div>
  );
}

/** The trip cards of a carousel as Carousel items; the carousel's layout picks the card size. */
export function tripCardItems(
  cards: readonly TripCardData[],
  labels: TripCardLabels,
  layout: 'slider' | 'cardsSlider' = 'slider',
): CarouselItem[] {
  const size: TripCardSize = layout === 'cardsSlider' ? 'wide' : 'standard';
  return cards.map((card) => ({ key: card.id, node: <TripCard card={card} labels={labels} size={size} /> }));
}
