/**
 * The home search (storefront.md §2 Home page "Search"): inside the hero (overlapping its bottom edge) or
 * as its own titled section. From laptop up a GET form to the search results page; on smaller screens a
 * search button linking there. Destination suggestions follow as quick links. The term is cleared on page
 * load: autocomplete is off (no form restoration) and a page restored from the back/forward cache is
 * cleared in an effect. The block shows only from `minBreakpoint` up.
 */
import type { SearchSectionProps } from '@waypoint/schemas';
import { useEffect, useId, useRef } from 'react';
import { Icon } from '../shared/icons.tsx';
import { SectionHeading } from '../shared/SectionHeading.tsx';
import type { Stylesheets } from '../types.ts';

/** The stylesheets the block needs (paths under blocks/src), shared parts first. */
export const styles: Stylesheets = ['shared/SectionHeading', 'SearchSection/SearchSection'];

/** Name of the search term parameter on the search results page (not given by the spec). */
export const SEARCH_PARAM = 'q';

const FROM_CLASS = {
  mobile: '',
  tablet: 'wp-from-tablet',
  laptop: 'wp-from-laptop',
  desktop: 'wp-from-desktop',
};

export function SearchSection({
  placement,
  size,
  minBreakpoint,
  title,
  placeholder,
  buttonLabel,
  action,
  suggestions,
}: SearchSectionProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const clearRestored = (event: PageTransitionEvent) => {
      if (event.persisted && inputRef.current) inputRef.current.value = '';
    };
    window.addEventListener('pageshow', clearRestored);
    return () => window.removeEventListener('pageshow', clearRestored);
  }, []);

  const headingId = `${id}-title`;
  const inputId = `${id}-input`;
  const className = [
    'search-section',
    `search-section--${placement}`,
    `search-section--${size}`,
    placement === 'section' ? 'wp-section' : '',
    FROM_CLASS[minBreakpoint],
  ]
    .filter(Boolean)
    .join(' ');

  const search = (
    <search className="search-section__search">
      <form className="search-section__form" action={action} method="get">
        <label className="wp-visually-hidden" htmlFor={inputId}>
          {placeholder}
        </label>
        <Icon name="search" size={22} className="search-section__input-icon" />
        <input
          ref={inputRef}
          id={inputId}
          className="search-section__input"
          type="search"
          name={SEARCH_PARAM}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className="wp-btn wp-btn--accent search-section__submit">
          {buttonLabel}
        </button>
      </form>
      <a className="search-section__button" href={action}>
        <Icon name="search" size={20} className="search-section__button-icon" />
        <span className="search-section__button-placeholder">{placeholder}</span>
        <span className="search-section__button-label">{buttonLabel}</span>
      </a>
      {suggestions.length > 0 ? (
        <ul className="search-section__suggestions">
          {suggestions.map((link) => (
            <li key={link.href}>
              <a className="search-section__chip" href={link.href}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </search>
  );

  if (placement === 'section') {
    return (
      <section className={className} aria-labelledby={title ? headingId : undefined}>
        <div className="wp-container">
          <div className="search-section__panel">
            {title ? <SectionHeading id={headingId} title={title} /> : null}
            {search}
          </div>
        </div>
      </section>
    );
  }

  return (
    <div className={className}>
      <div className="wp-container">
        <div className="search-section__card">
          {title ? (
            <h2 id={headingId} className="search-section__title">
              {title}
            </h2>
          ) : null}
          {search}
        </div>
      </div>
    </div>
  );
}
