import type { DestinationIntroProps } from '@waypoint/schemas';
import { useId } from 'react';
import { Breadcrumbs } from '../Breadcrumbs/Breadcrumbs.tsx';
import type { Stylesheets } from '../types.ts';

/** The stylesheets the block needs (paths under blocks/src), shared parts first. */
export const styles: Stylesheets = ['Breadcrumbs/Breadcrumbs', 'DestinationIntro/DestinationIntro'];

/**
 * A destination's intro (storefront.md §2 destination pages): the breadcrumb trail from the home page, the
 * destination's picture under its h1, the introduction, its number of trips and, for a country, a list of
 * travel facts. Static HTML: nothing to hydrate.
 */
export function DestinationIntro({
  breadcrumbs,
  title,
  kindLabel,
  image,
  paragraphs,
  tripCountLabel,
  facts,
}: DestinationIntroProps) {
  const headingId = useId();
  const factsId = useId();
  return (
    <section className="destination-intro" aria-labelledby={headingId}>
      <Breadcrumbs {...breadcrumbs} className="destination-intro__breadcrumbs" />
      <div className="destination-intro__hero">
        <img
          className="destination-intro__image"
          src={image.src}
          alt={image.alt}
          width={image.width ?? 1920}
          height={image.height ?? 600}
          fetchPriority="high"
          decoding="async"
        />
        <div className="destination-intro__heading wp-container">
          <p className="destination-intro__kind">{kindLabel}</p>
          <h1 id={headingId} className="destination-intro__title">
            {title}
          </h1>
          <p className="destination-intro__count">{tripCountLabel}</p>
        </div>
      </div>
      <div
        className={`destination-intro__body wp-container${facts ? ' destination-intro__body--facts' : ''}`}
      >
        <div className="destination-intro__text">
          {paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        {facts ? (
          <aside className="destination-intro__facts" aria-labelledby={factsId}>
            <h2 id={factsId} className="destination-intro__facts-title">
              {facts.title}
            </h2>
            <dl className="destination-intro__facts-list">
              {facts.items.map((fact) => (
                <div key={fact.key} className="destination-intro__fact">
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
          </aside>
        ) : null}
      </div>
    </section>
  );
}
