import type { ReviewWidgetProps } from '@waypoint/schemas';
import { useId } from 'react';
import { SectionHeading } from '../shared/SectionHeading.tsx';
import type { Stylesheets } from '../types.ts';

/** The stylesheets the block needs (paths under blocks/src), shared parts first. */
export const styles: Stylesheets = ['shared/SectionHeading', 'ReviewWidget/ReviewWidget'];

/**
 * storefront.md §2 Home page 8, §9 Review widget: the review service's carousel. Its vendor script (loaded
 * by the page, not here) fills the container from the data attributes: the star filter, the carousel tag
 * and the review language. The container reserves its height so nothing shifts when the widget arrives;
 * until then it shows an empty frame of review-card outlines.
 */
export function ReviewWidget({ title, stars, tag, language }: ReviewWidgetProps) {
  const titleId = useId();
  return (
    <section className="review-widget wp-section" aria-labelledby={titleId}>
      <div className="wp-container">
        <SectionHeading id={titleId} title={title} />
        <div
          className="review-widget__embed"
          data-stars={stars.join(',')}
          data-tag={tag}
          data-language={language}
        >
          <div className="review-widget__frame" aria-hidden="true">
            <span className="review-widget__card" />
            <span className="review-widget__card" />
            <span className="review-widget__card" />
          </div>
        </div>
      </div>
    </section>
  );
}
