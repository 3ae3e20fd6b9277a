/**
 * A category's details in tabs (WAI-ARIA "Tabs" with automatic activation): one tab stop for the list,
 * arrow keys, Home and End between tabs, each panel focusable so its text is reachable by keyboard. A
 * single tab is shown as a titled section instead: a tab list of one is noise. The HTML is sanitised by
 * the composer. The server renders the first tab open; where scripting is off, CSS shows every panel
 * with its title instead of the tab list (`@media (scripting: none)`).
 */
import type { CategorySelectorProps } from '@waypoint/schemas';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { nextTab } from '../shared/tab-keys.ts';

type Tab = CategorySelectorProps['tabs'][number];

export interface CategoryTabsProps {
  tabs: readonly Tab[];
  /** Names the tab list: the category's title. */
  label: string;
}

export function CategoryTabs({ tabs, label }: CategoryTabsProps) {
  const id = useId();
  const [active, setActive] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const [only] = tabs;
  if (tabs.length === 1 && only) {
    return (
      <section className="category-selector__details" aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`} className="category-selector__details-title">
          {only.title}
        </h3>
        <div className="category-selector__panel wp-prose" dangerouslySetInnerHTML={{ __html: only.html }} />
      </section>
    );
  }

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = nextTab(event.key, active, tabs.length);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className="category-selector__tabs">
      <div className="category-selector__tablist" role="tablist" aria-label={label}>
        {tabs.map((tab, index) => (
          <button
            key={tab.title}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            className="wp-tab category-selector__tab"
            aria-selected={index === active}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === active ? 0 : -1}
            onClick={() => setActive(index)}
            onKeyDown={onKeyDown}
          >
            {tab.title}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.title}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          className="category-selector__panel"
          aria-labelledby={`${id}-tab-${index}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs: a panel without focusable content takes focus.
          tabIndex={0}
          hidden={index !== active}
        >
          <h3 className="category-selector__panel-title">{tab.title}</h3>
          <div className="wp-prose" dangerouslySetInnerHTML={{ __html: tab.html }} />
        </div>
      ))}
    </div>
  );
}
