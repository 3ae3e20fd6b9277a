/**
 * The trips a search found (storefront.md §7 "Search"): the heading, the count (read out when it
 * changes), the sorts, the trip cards (the shared TripCard) and the paging. Every sort and page is a
 * real link to the results page with that choice made; with the runtime it runs the filter action
 * instead, and turning a page takes the focus back to the heading at the top of the results. Nothing
 * found: why, a way back to fewer filters, and suggested destinations.
 */
import type { SearchResultsProps } from '@waypoint/schemas';
import { useEffect, useId, useRef } from 'react';
import { Icon } from '../shared/icons.tsx';
import { ActionLink } from '../shared/runtime.tsx';
import { TripCard } from '../shared/TripCard.tsx';
import type { Stylesheets } from '../types.ts';

/** The stylesheets the block needs (paths under blocks/src), shared parts first. */
export const styles: Stylesheets = ['shared/TripCard', 'SearchResults/SearchResults'];

type Choice = NonNullable<NonNullable<SearchResultsProps['pagination']>['next']>;

function PageLink({
  choice,
  direction,
  onTurn,
}: {
  choice: Choice;
  direction: 'previous' | 'next';
  onTurn: () => void;
}) {
  return (
    <ActionLink
      className={`search-results__page search-results__page--${direction}`}
      href={choice.href}
      action={choice.action}
      rel={direction === 'next' ? 'next' : 'prev'}
      onClick={onTurn}
    >
      {direction === 'previous' ? <Icon name="chevron-left" size={18} /> : null}
      <span>{choice.label}</span>
      {direction === 'next' ? <Icon name="chevron-right" size={18} /> : null}
    </ActionLink>
  );
}

export function SearchResults({
  title,
  summary,
  sort,
  cards,
  labels,
  pagination,
  empty,
}: SearchResultsProps) {
  const id = useId();
  const headingId = `${id}-title`;
  const heading = useRef<HTMLHeadingElement>(null);
  const turned = useRef(false);
  const status = pagination?.status ?? '';
  // A page turned here: once the new page is on screen, its top (and the focus) is where reading resumes.
  useEffect(() => {
    if (!turned.current) return;
    turned.current = false;
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'start' });
  }, [status]);
  const onTurn = () => {
    turned.current = true;
  };

  return (
    <section className="search-results" aria-labelledby={headingId}>
      <div className="wp-container">
        <div className="search-results__head">
          <h1 id={headingId} ref={heading} className="search-results__title" tabIndex={-1}>
            {title}
          </h1>
          <h2 className="search-results__summary" aria-live="polite">
            {summary}
          </h2>
        </div>
        {cards.length > 0 ? (
          <nav className="search-results__sort" aria-label={sort.label}>
            <span className="search-results__sort-label" aria-hidden="true">
              {sort.label}
            </span>
            <ul className="search-results__sort-options">
              {sort.options.map((option) => (
                <li key={option.href}>
                  <ActionLink
                    className="search-results__sort-option"
                    href={option.href}
                    action={option.action}
                    aria-current={option.selected ? 'true' : undefined}
                  >
                    {option.label}
                  </ActionLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {cards.length > 0 ? (
          <ul className="search-results__grid">
            {cards.map((card) => (
              <li key={card.id}>
                <TripCard card={card} labels={labels} />
              </li>
            ))}
          </ul>
        ) : null}
        {pagination ? (
          <nav className="search-results__pages" aria-label={pagination.label}>
            {pagination.previous ? (
              <PageLink choice={pagination.previous} direction="previous" onTurn={onTurn} />
            ) : null}
            <span className="search-results__page-status">{pagination.status}</span>
            {pagination.next ? <PageLink choice={pagination.next} direction="next" onTurn={onTurn} /> : null}
          </nav>
        ) : null}
        {empty ? (
          <div className="search-results__empty">
            <h3 className="search-results__empty-title">{empty.title}</h3>
            <p className="search-results__empty-text">{empty.text}</p>
            {empty.clear ? (
              <a className="wp-btn wp-btn--inverse search-results__empty-clear" href={empty.clear.href}>
                {empty.clear.label}
              </a>
            ) : null}
            {empty.suggestions.length > 0 ? (
              <>
                <h4 className="search-results__suggestions-title">{empty.suggestionsTitle}</h4>
                <ul className="search-results__suggestions">
                  {empty.suggestions.map((link) => (
                    <li key={link.href}>
                      <a className="search-results__chip" href={link.href}>
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
