import type { PromiseSectionProps } from '@waypoint/schemas';
import { useId } from 'react';
import { Icon } from '../shared/icons.tsx';
import { SectionHeading } from '../shared/SectionHeading.tsx';
import type { Stylesheets } from '../types.ts';

/** The stylesheets the block needs (paths under blocks/src), shared parts first. */
export const styles: Stylesheets = ['shared/SectionHeading', 'PromiseSection/PromiseSection'];

/**
 * storefront.md §2 Home page 5: the 'promise' (USP) boxes, main brand only. The composer sends the links:
 * the first box to /{market}/bestpriceguarantee, the third a tel: link to the contact phone.
 */
export function PromiseSection({ title, boxes }: PromiseSectionProps) {
  const titleId = useId();
  return (
    <section className="promise-section wp-section" aria-labelledby={titleId}>
      <div className="wp-container">
        <SectionHeading id={titleId} title={title} />
        <ul className="promise-section__boxes">
          {boxes.map((box) => (
            <li key={box.title} className="promise-section__box">
              <span className="promise-section__icon">
                <Icon name={box.icon} size={26} />
              </span>
              <h3 className="promise-section__title">{box.title}</h3>
              <p className="promise-section__text">{box.text}</p>
              {box.link ? (
                <a
                  className="promise-section__link"
                  href={box.link.href}
                  {...(box.link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {box.link.label}
                  <Icon name="arrow-right" size={18} />
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
