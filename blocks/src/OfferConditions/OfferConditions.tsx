import type { OfferConditionsProps } from '@waypoint/schemas';
import { useId } from 'react';
import type { Stylesheets } from '../types.ts';

/** The stylesheets the block needs (paths under blocks/src), shared parts first. */
export const styles: Stylesheets = ['shared/Prose', 'OfferConditions/OfferConditions'];

/**
 * The selected category's conditions block (buying-flow.md §2, §7 "Offer conditions block"): what the
 * price includes and the booking conditions, as HTML the composer has sanitised.
 */
export function OfferConditions({ title, html }: OfferConditionsProps) {
  const headingId = useId();
  return (
    <section className="offer-conditions wp-section" aria-labelledby={headingId}>
      <div className="wp-container">
        <div className="offer-conditions__card">
          <h2 id={headingId} className="offer-conditions__title">
            {title}
          </h2>
          <div className="offer-conditions__body wp-prose" dangerouslySetInnerHTML={{ __html: html }} />
        </div>
      </div>
    </section>
  );
}
