import type { BreadcrumbsProps } from '@waypoint/schemas';
import type { Stylesheets } from '../types.ts';

/** The stylesheets the block needs (paths under blocks/src), shared parts first. */
export const styles: Stylesheets = ['Breadcrumbs/Breadcrumbs'];

/**
 * The trail from the home page to this trip (buying-flow.md §2: a breadcrumb, title and link for each
 * entry): a named navigation landmark with an ordered list; the entry without a link is the current page.
 * On phones the trail stays on one line and scrolls sideways; from tablets up it wraps. Destination
 * pages show the same trail inside their intro (`className` places it there).
 */
export function Breadcrumbs({ label, items, className }: BreadcrumbsProps & { className?: string }) {
  return (
    <nav className={className ? `breadcrumbs ${className}` : 'breadcrumbs'} aria-label={label}>
      <div className="wp-container">
        <ol className="breadcrumbs__list">
          {items.map((item) => (
            <li key={item.href ?? 'current'} className="breadcrumbs__item">
              {item.href === null ? (
                <span className="breadcrumbs__current" aria-current="page">
                  {item.title}
                </span>
              ) : (
                <a className="breadcrumbs__link" href={item.href}>
                  {item.title}
                </a>
              )}
            </li>
          ))}
        </ol>
      </div>
    </nav>
  );
}
