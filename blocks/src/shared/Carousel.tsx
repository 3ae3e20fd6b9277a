/**
 * A horizontal carousel of cards: a scroll-snap track (swipe and trackpad work without JavaScript) with
 * previous and next buttons that page through it, disabled at either end, and arrow keys on the track.
 * The buttons render disabled-at-start on the server so hydration matches; the real state follows the
 * scroll position once mounted, and the buttons are hidden (space kept) when everything already fits.
 */
import {
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Icon } from './icons.tsx';

export interface CarouselItem {
  key: string | number;
  node: ReactNode;
  /** Extra class on the item's <li>, e.g. 'wp-from-laptop' for a slot shown on large screens only. */
  className?: string;
}

export interface CarouselProps {
  /** Accessible name of the list, usually the section title. */
  label: string;
  /** Names of the previous and next buttons; without them the carousel has no buttons (swipe, arrow keys). */
  labels?: { previous: string; next: string } | null;
  items: readonly CarouselItem[];
  /** 'slider': card widths per breakpoint; 'cardsSlider': wider promotional cards. */
  layout?: 'slider' | 'cardsSlider';
  /** Exactly this many cards in view from tablet and from laptop up (phones keep one card and a peek). */
  columns?: { tablet: number; laptop: number };
}

const EDGE_TOLERANCE = 4;

export function Carousel({ label, labels, items, layout = 'slider', columns }: CarouselProps) {
  const trackId = useId();
  const track = useRef<HTMLUListElement>(null);
  const [atStart, setAtStart] = useState(true);
  const [atEnd, setAtEnd] = useState(false);

  const update = useCallback(() => {
    const el = track.current;
    if (!el) return;
    setAtStart(el.scrollLeft <= EDGE_TOLERANCE);
    setAtEnd(el.scrollLeft + el.clientWidth >= el.scrollWidth - EDGE_TOLERANCE);
  }, []);

  useEffect(() => {
    const el = track.current;
    if (!el) return;
    update();
    el.addEventListener('scroll', update, { passive: true });
    const resize = new ResizeObserver(update);
    resize.observe(el);
    return () => {
      el.removeEventListener('scroll', update);
      resize.disconnect();
    };
  }, [update]);

  const page = (direction: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy({ left: direction * el.clientWidth * 0.9, behavior: smooth ? 'smooth' : 'auto' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'ArrowRight') page(1);
    else if (event.key === 'ArrowLeft') page(-1);
    else return;
    event.preventDefault();
  };

  const classes = ['wp-carousel', `wp-carousel--${layout}`];
  if (columns) classes.push('wp-carousel--columns');
  if (atStart && atEnd) classes.push('wp-carousel--fits');
  const style = columns
    ? ({
        '--wp-carousel-columns-tablet': String(columns.tablet),
        '--wp-carousel-columns-laptop': String(columns.laptop),
      } as CSSProperties)
    : undefined;

  return (
    <div className={classes.join(' ')} style={style}>
      <ul
        ref={track}
        id={trackId}
        className="wp-carousel__track"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        tabIndex={0}
        aria-label={label}
        onKeyDown={onKeyDown}
      >
        {items.map((item) => (
          <li
            key={item.key}
            className={item.className ? `wp-carousel__item ${item.className}` : 'wp-carousel__item'}
          >
            {item.node}
          </li>
        ))}
      </ul>
      {labels ? (
        <div className="wp-carousel__controls">
          <button
            type="button"
            className="wp-icon-btn"
            aria-label={labels.previous}
            aria-controls={trackId}
            disabled={atStart}
            onClick={() => page(-1)}
          >
            <Icon name="chevron-left" size={20} />
          </button>
          <button
            type="button"
            className="wp-icon-btn"
            aria-label={labels.next}
            aria-controls={trackId}
            disabled={atEnd}
            onClick={() => page(1)}
          >
            <Icon name="chevron-right" size={20} />
          </button>
        </div>
      ) : null}
    </div>
  );
}
