import type { TravelStoriesProps } from '@waypoint/schemas';
import type { CSSProperties } from 'react';
import { useId } from 'react';
import { Icon } from '../shared/icons.tsx';
import type { Stylesheets } from '../types.ts';

/** The stylesheets the block needs (paths under blocks/src), shared parts first. */
export const styles: Stylesheets = ['TravelStories/TravelStories'];

type Story = TravelStoriesProps['stories'][number];

const STARS = [1, 2, 3, 4, 5];

/** The share of the five stars that is filled: 4.5 → '90%' (0 to 5, anything else is clamped). */
export const ratingFill = (rating: number): string => `${(Math.min(5, Math.max(0, rating)) / 5) * 100}%`;

/** Five stars filled to the rating (halves too); read out as the translated 'Rated 4.5 out of 5'. */
function Stars({ rating, label }: { rating: number; label: string }) {
  const row = (className: string) => (
    <span className={className}>
      {STARS.map((n) => (
        <Icon key={n} name="star" size={18} filled />
      ))}
    </span>
  );
  return (
    <p className="travel-stories__rating">
      <span
        className="travel-stories__stars"
        style={{ '--travel-stories-fill': ratingFill(rating) } as CSSProperties}
      >
        {row('travel-stories__stars-empty')}
        {row('travel-stories__stars-full')}
      </span>
      <span className="wp-visually-hidden">{label}</span>
    </p>
  );
}

function StoryCard({ story }: { story: Story }) {
  return (
    <article className="travel-stories__card">
      <Stars rating={story.rating} label={story.ratingLabel} />
      <h3 className="travel-stories__card-title">{story.title}</h3>
      <blockquote className="travel-stories__text">
        <p>{story.text}</p>
      </blockquote>
      {story.tripHref && story.tripTitle ? (
        <a className="travel-stories__trip" href={story.tripHref}>
          <span>{story.tripTitle}</span>
          <Icon name="arrow-right" size={18} />
        </a>
      ) : null}
      <footer className="travel-stories__footer">
        <span className="travel-stories__avatar" aria-hidden="true">
          {story.author.trim().charAt(0)}
        </span>
        <span className="travel-stories__byline">
          <span className="travel-stories__author">{story.author}</span>
          <span className="travel-stories__date">{story.date}</span>
        </span>
      </footer>
    </article>
  );
}

/**
 * Travel stories (storefront.md §2 Home page 12): travellers' reviews with their rating, title, text,
 * author and date, and a link to the trip they took when there is one. Static.
 */
export function TravelStories({ title, stories }: TravelStoriesProps) {
  const headingId = useId();
  return (
    <section className="travel-stories wp-section" aria-labelledby={headingId}>
      <div className="wp-container">
        <h2 id={headingId} className="wp-heading travel-stories__title">
          {title}
        </h2>
        <ul className="travel-stories__list">
          {stories.map((story) => (
            <li key={story.id} className="travel-stories__item">
              <StoryCard story={story} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
