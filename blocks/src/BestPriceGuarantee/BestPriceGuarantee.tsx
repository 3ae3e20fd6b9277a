import type { BestPriceGuaranteeProps } from '@waypoint/schemas';
import { useId } from 'react';
import type { Stylesheets } from '../types.ts';

/** The stylesheets the block needs (paths under blocks/src), shared parts first. */
export const styles: Stylesheets = ['shared/Prose', 'BestPriceGuarantee/BestPriceGuarantee'];

/**
 * The best price guarantee (storefront.md §2): its promise, then each section of the CMS block (the
 * conditions, how to claim), whose HTML the composer has sanitised. Each section has an id to link to.
 */
export function BestPriceGuarantee({ title, intro, sections }: BestPriceGuaranteeProps) {
  const id = useId();
  const titleId = `${id}-title`;
  return (
    <section className="best-price-guarantee wp-section" aria-labelledby={titleId}>
      <div className="wp-container best-price-guarantee__inner">
        <h1 id={titleId} className="best-price-guarantee__title">
          {title}
        </h1>
        <p className="best-price-guarantee__intro">{intro}</p>
        {sections.map((section) => (
          <section key={section.id} id={section.id} className="best-price-guarantee__section">
            <h2 className="best-price-guarantee__heading">{section.title}</h2>
            <div className="wp-prose" dangerouslySetInnerHTML={{ __html: section.html }} />
          </section>
        ))}
      </div>
    </section>
  );
}
