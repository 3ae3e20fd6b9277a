/**
 * The hero as a looping carousel (storefront.md §2 Hero, §9 Timing: autoplay every 16 s, continuing after
 * interaction), following the WAI-ARIA carousel pattern: a pause/play control first in the tab order,
 * previous/next buttons, one bullet per slide, inactive slides hidden from assistive technology and inert.
 * Server and first client render show slide 1 rotating; reduced motion pauses it once mounted. Timers are
 * setInterval, so a test can drive them with a fake clock.
 */
import type { HeroSliderProps } from '@waypoint/schemas';
import {
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  useEffect,
  useId,
  useReducer,
  useRef,
} from 'react';
import { Icon } from '../shared/icons.tsx';
import { HeroSlide } from './HeroSlide.tsx';
import { initialSliderState, isRotating, slideForKey, sliderReducer } from './slider-state.ts';

export interface HeroCarouselProps {
  slides: HeroSliderProps['slides'];
  autoplayMs: number;
  labels: HeroSliderProps['labels'];
  style: CSSProperties;
}

/** Focus the visitor can see (keyboard); browsers without :focus-visible count every focus. */
function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/** Horizontal travel (px) that counts as a swipe on touch screens. */
const SWIPE_PX = 48;

export function HeroCarousel({ slides, autoplayMs, labels, style }: HeroCarouselProps) {
  const baseId = useId();
  const slidesId = `${baseId}slides`;
  const titleId = (index: number) => `${baseId}title-${index}`;
  const root = useRef<HTMLElement>(null);
  const bullets = useRef<(HTMLButtonElement | null)[]>([]);
  const swipeStart = useRef<number | null>(null);
  const [state, dispatch] = useReducer(sliderReducer, slides.length, initialSliderState);
  const rotating = isRotating(state);
  const { active, userMoves, userPaused } = state;

  // Autoplay: an interval while rotating, restarted by each of the visitor's moves (the next slide then
  // comes a full interval later) and by resuming after a pause, hover or focus.
  useEffect(() => {
    if (!rotating) return;
    const interval = setInterval(() => dispatch({ type: 'autoAdvance', after: userMoves }), autoplayMs);
    return () => clearInterval(interval);
  }, [rotating, userMoves, autoplayMs]);

  // prefers-reduced-motion: start paused (the visitor can still press play).
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    if (query.matches) dispatch({ type: 'setUserPaused', paused: true });
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) dispatch({ type: 'setUserPaused', paused: true });
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  // Only the active slide's video plays, and not while the visitor has paused the hero.
  useEffect(() => {
    const slideElements = root.current?.querySelectorAll<HTMLElement>('.hero-slider__slide') ?? [];
    slideElements.forEach((slide, index) => {
      for (const video of slide.querySelectorAll('video')) {
        if (index === active && !userPaused) video.play()?.catch(() => undefined);
        else video.pause();
      }
    });
  }, [active, userPaused]);

  const goTo = (index: number) => dispatch({ type: 'goTo', index });

  const onControlsKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // On a bullet, arrows go from that bullet's slide and take focus along, like tabs.
    const bullet = bullets.current.indexOf(event.target as HTMLButtonElement);
    const target = slideForKey(event.key, { active: bullet >= 0 ? bullet : active, count: slides.length });
    if (target === null) return;
    event.preventDefault();
    goTo(target);
    if (bullet >= 0) bullets.current[target]?.focus();
  };

  // Keyboard focus inside pauses rotation; a mouse click on a control does not (hover already does).
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (isKeyboardFocus(event.target)) dispatch({ type: 'focus', on: true });
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null))
      dispatch({ type: 'focus', on: false });
  };
  const onPointerEnter = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType !== 'touch') dispatch({ type: 'hover', on: true });
  };
  const onPointerLeave = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType !== 'touch') dispatch({ type: 'hover', on: false });
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    swipeStart.current = event.pointerType === 'touch' ? event.clientX : null;
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (swipeStart.current === null) return;
    const travel = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(travel) >= SWIPE_PX) dispatch({ type: 'step', by: travel < 0 ? 1 : -1 });
  };

  return (
    <section
      ref={root}
      className="hero-slider hero-slider--carousel"
      aria-roledescription={labels.carousel}
      aria-labelledby={titleId(0)}
      style={style}
      onFocus={onFocus}
      onBlur={onBlur}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      <div className="hero-slider__controls wp-container">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys for the buttons inside. */}
        <div className="hero-slider__bar" onKeyDown={onControlsKeyDown}>
          <button
            type="button"
            className="hero-slider__button"
            aria-label={userPaused ? labels.play : labels.pause}
            onClick={() => dispatch({ type: 'setUserPaused', paused: !userPaused })}
          >
            <Icon name={userPaused ? 'play' : 'pause'} size={18} filled />
          </button>
          <div className="hero-slider__bullets">
            {slides.map((slide, index) => (
              <button
                key={slide.id}
                ref={(el) => {
                  bullets.current[index] = el;
                }}
                type="button"
                className="hero-slider__bullet"
                aria-label={`${labels.goToSlide} ${index + 1}`}
                aria-current={index === active ? 'true' : undefined}
                aria-controls={slidesId}
                onClick={() => goTo(index)}
              />
            ))}
          </div>
          <button
            type="button"
            className="hero-slider__button"
            aria-label={labels.previous}
            aria-controls={slidesId}
            onClick={() => dispatch({ type: 'step', by: -1 })}
          >
            <Icon name="chevron-left" size={20} />
          </button>
          <button
            type="button"
            className="hero-slider__button"
            aria-label={labels.next}
            aria-controls={slidesId}
            onClick={() => dispatch({ type: 'step', by: 1 })}
          >
            <Icon name="chevron-right" size={20} />
          </button>
        </div>
      </div>
      <div
        id={slidesId}
        className="hero-slider__slides"
        aria-live={rotating ? 'off' : 'polite'}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        {slides.map((slide, index) => (
          <HeroSlide
            key={slide.id}
            slide={slide}
            first={index === 0}
            titleId={titleId(index)}
            active={index === active}
            attributes={{
              role: 'group',
              'aria-roledescription': labels.slide,
              'aria-labelledby': titleId(index),
              'aria-hidden': index === active ? undefined : true,
              inert: index === active ? undefined : true,
            }}
          />
        ))}
      </div>
    </section>
  );
}
