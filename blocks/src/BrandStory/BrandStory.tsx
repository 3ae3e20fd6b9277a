import type { BrandStoryProps } from '@waypoint/schemas';
import { useId } from 'react';
import { Icon } from '../shared/icons.tsx';
import type { Stylesheets } from '../types.ts';
import { BrandStoryVideo } from './BrandStoryVideo.tsx';

/** The stylesheets the block needs (paths under blocks/src), shared parts first. */
export const styles: Stylesheets = ['shared/Modal', 'BrandStory/BrandStory'];

/**
 * storefront.md §2 Home page 7, "Brand story section": the four promises and a commercial video from the
 * embedded video service, played in a modal; FR and DE show a static image instead (no script needed).
 */
export function BrandStory({ title, cards, media }: BrandStoryProps) {
  const titleId = useId();
  return (
    <section className="brand-story wp-section" aria-labelledby={titleId}>
      <div className="wp-container brand-story__layout">
        <h2 id={titleId} className="wp-heading brand-story__title">
          {title}
        </h2>
        <div className="brand-story__media">
          {media.kind === 'video' ? (
            <BrandStoryVideo media={media} title={title} />
          ) : (
            <img
              className="brand-story__image"
              src={media.image.src}
              alt={media.image.alt}
              width={media.image.width}
              height={media.image.height}
              loading="lazy"
              decoding="async"
            />
          )}
        </div>
        <ul className="brand-story__cards">
          {cards.map((card) => (
            <li key={card.title} className="brand-story__card">
              <span className="brand-story__icon">
                <Icon name={card.icon} size={26} />
              </span>
              <div>
                <h3 className="brand-story__card-title">{card.title}</h3>
                <p className="brand-story__card-text">{card.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
