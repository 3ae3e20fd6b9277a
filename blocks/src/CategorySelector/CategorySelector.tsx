import type { CategorySelectorProps } from '@waypoint/schemas';
import { useId } from 'react';
import { ChoiceLink } from '../shared/Choice.tsx';
import { StatusMessages } from '../shared/Notice.tsx';
import type { Stylesheets } from '../types.ts';
import { CategoryTabs } from './CategoryTabs.tsx';

/** The stylesheets the block needs (paths under blocks/src), shared parts first. */
export const styles: Stylesheets = [
  'shared/Notice',
  'shared/TripPanel',
  'shared/Tabs',
  'shared/Choice',
  'shared/Prose',
  'CategorySelector/CategorySelector',
];

/**
 * The categories offered from the chosen city (buying-flow.md §3 "Category", §4 "Campaign and
 * calendar"): each a real link to the trip page with it chosen (the runtime runs its action instead),
 * with its title and from-price; the chosen one is `aria-current` and its details follow in tabs. The
 * notice says why the category in the address was changed.
 */
export function CategorySelector({ title, fromLabel, options, tabs, notice }: CategorySelectorProps) {
  const headingId = useId();
  const selected = options.find((option) => option.selected);
  return (
    <section className="category-selector wp-trip-block" aria-labelledby={headingId}>
      <div className="wp-container">
        <div className="wp-trip-panel">
          <h2 id={headingId} className="wp-trip-panel__title">
            {title}
          </h2>
          <StatusMessages messages={[notice]} />
          <ul className="category-selector__options">
            {options.map((option) => (
              <li key={option.id}>
                <ChoiceLink
                  className="category-selector__option"
                  href={option.href}
                  action={option.action}
                  selected={option.selected}
                >
                  <span className="category-selector__name">{option.title}</span>
                  <span className="category-selector__price">
                    <span className="category-selector__from">{fromLabel}</span>{' '}
                    <strong className="category-selector__amount">{option.fromPrice}</strong>
                  </span>
                </ChoiceLink>
              </li>
            ))}
          </ul>
          {selected && tabs.length > 0 ? (
            // A new category starts on its first tab.
            <CategoryTabs key={selected.id} tabs={tabs} label={selected.title} />
          ) : null}
        </div>
      </div>
    </section>
  );
}
