import type { RecentlyVisitedProps, TripCard as TripCardData } from '@waypoint/schemas';
import { type CSSProperties, useEffect, useId, useRef, useState } from 'react';
import { Carousel, type CarouselItem } from '../shared/Carousel.tsx';
import { useBlockRuntime } from '../shared/runtime.tsx';
import { SectionHeading } from '../shared/SectionHeading.tsx';
import { TripCard, TripCardPlaceholder } from '../shared/TripCard.tsx';
import type { Stylesheets } from '../types.ts';
import { fetchCards, readRecentIds } from './load-cards.ts';
import { fillerSlots } from './slots.ts';

/** The stylesheets the block needs (paths under blocks/src), shared parts first. */
export const styles: Stylesheets = [
  'shared/SectionHeading',
  'shared/TripCard',
  'shared/Carousel',
  'RecentlyVisited/RecentlyVisited',
];

type State =
  /** Server and first client render: reserved space, nothing read yet. */
  | { kind: 'waiting' }
  | { kind: 'loading'; count: number }
  | { kind: 'ready'; cards: TripCardData[] }
  /** Nothing stored, corrupted data, no cards or a failed call: the section collapses. */
  | { kind: 'hidden' };

/**
 * Recently visited trips (storefront.md §2 Home page 9, §4 Recently visited, §9 Layout, Cards and
 * carousels). The list lives in the browser, so the server renders a reserved-height box; once the box
 * comes within `lazy.offset` px of the viewport the stored list is read and its cards are fetched.
 */
export function RecentlyVisited({
  title,
  storageKey,
  maxItems,
  cardsSmall,
  cardsLarge,
  lazy,
  endpoint,
  excludeCampaignId,
  corruptedDataMessage,
  cardLabels,
}: RecentlyVisitedProps) {
  const headingId = useId();
  const runtime = useBlockRuntime();
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>({ kind: 'waiting' });

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const controller = new AbortController();

    const load = () => {
      // 1. The stored ids (corrupted data is reset and logged there); none: no section at all.
      const ids = readRecentIds(
        { storageKey, maxItems, excludeCampaignId, corruptedDataMessage },
        window.localStorage,
        console.warn,
      );
      if (ids.length === 0) {
        setState({ kind: 'hidden' });
        return;
      }
      // 2. Their cards, placeholders meanwhile; a failed call hides the section.
      setState({ kind: 'loading', count: ids.length });
      void fetchCards(ids, {
        endpoint,
        maxItems,
        // Through the page's runtime when there is one (islands never fetch on their own).
        fetch: (url, init) => (runtime ? runtime.fetch(url, init) : window.fetch(url, init)),
        warn: console.warn,
        signal: controller.signal,
      }).then((cards) => {
        if (controller.signal.aborted) return;
        setState(cards && cards.length > 0 ? { kind: 'ready', cards } : { kind: 'hidden' });
      });
    };

    if (typeof IntersectionObserver === 'undefined') {
      load();
      return () => controller.abort();
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: `${lazy.offset}px 0px` },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      controller.abort();
    };
  }, [storageKey, maxItems, excludeCampaignId, corruptedDataMessage, endpoint, lazy.offset, runtime]);

  if (state.kind === 'hidden') return null;

  if (state.kind === 'waiting') {
    return (
      <div
        ref={box}
        className="recently-visited recently-visited--waiting"
        style={{ '--recently-visited-height': `${lazy.height}px` } as CSSProperties}
      />
    );
  }

  // Cards (or, while loading, one placeholder per id asked for), then empty cards up to the row's size.
  const items: CarouselItem[] =
    state.kind === 'ready'
      ? state.cards.map((card) => ({ key: card.id, node: <TripCard card={card} labels={cardLabels} /> }))
      : Array.from({ length: state.count }, (_, index) => index).map((position) => ({
          key: `slot-${position}`,
          node: <TripCardPlaceholder />,
        }));
  for (const slot of fillerSlots(items.length, { cardsSmall, cardsLarge })) {
    items.push({
      key: `slot-${slot.position}`,
      node: <TripCardPlaceholder />,
      className: slot.largeOnly ? 'recently-visited__filler wp-from-laptop' : 'recently-visited__filler',
    });
  }

  return (
    <section
      className="recently-visited wp-section"
      aria-labelledby={headingId}
      aria-busy={state.kind === 'loading' ? true : undefined}
      data-carousel-name="recently-visited-carousel"
    >
      <div className="wp-container">
        <SectionHeading id={headingId} title={title} />
        <Carousel label={title} items={items} columns={{ tablet: cardsSmall, laptop: cardsLarge }} />
      </div>
    </section>
  );
}
