/**
 * Focus in the departure calendar: the roving tabindex of the departure days, the keyboard moves of
 * calendar-keys.ts, and focus that survives new props. The runtime re-renders this same component with
 * the answer of an action (a month, a day, a category), so an element that had focus may be gone
 * afterwards; focus then goes to its successor instead of falling to <body>:
 *
 * 1. After PageUp / PageDown to a month not on screen, once that month arrives: its departure day nearest
 *    to the same day of the month, or its grid when it has none.
 * 2. Otherwise, when the focused element was removed: the element with the same focus key (the same day,
 *    month or category), else the current choice of its group (steps, months, categories), else the
 *    grid's tabbable day, else the first grid.
 *
 * Focus is only ever moved while it is inside the calendar or lost (on <body>), never taken from
 * elsewhere on the page.
 */
import type { DepartureCalendarProps } from '@waypoint/schemas';
import {
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useBlockRuntime } from '../shared/runtime.tsx';
import { type KeyGrid, landingDate, nextFocus, rovingDate } from './calendar-keys.ts';
import { monthHref } from './templates.ts';

interface PendingMonth {
  month: string;
  day: number;
  /** The months on screen when it was asked for: it has arrived once they differ. */
  from: string;
}

interface LastFocus {
  element: HTMLElement;
  key: string | null;
  group: string | null;
}

export interface CalendarFocus {
  root: RefObject<HTMLElement | null>;
  /** The one departure day in the tab order. */
  tabbable: string | null;
  onGridKeyDown: (event: KeyboardEvent<HTMLTableElement>) => void;
  /** On the calendar's root: remembers what has focus. */
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  /** On the calendar's root (capture): another key or a pointer cancels a pending month's focus. */
  onKeyDownCapture: (event: KeyboardEvent<HTMLElement>) => void;
  onPointerDown: () => void;
}

/** Focus fell to <body> (its element was removed). */
const isLost = (doc: Document) => doc.activeElement === null || doc.activeElement === doc.body;

/** Focuses the element if it can take focus; says whether it did. */
function tryFocus(element: Element | null | undefined): boolean {
  if (!(element instanceof HTMLElement)) return false;
  element.focus();
  return element.ownerDocument.activeElement === element;
}

export function useCalendarFocus(
  grid: KeyGrid,
  selectedDate: string | null,
  monthNav: DepartureCalendarProps['monthNav'],
): CalendarFocus {
  const root = useRef<HTMLElement>(null);
  const runtime = useBlockRuntime();
  const [focused, setFocused] = useState<string | null>(null);
  const pending = useRef<PendingMonth | null>(null);
  const last = useRef<LastFocus | null>(null);
  const departures = grid.months.flatMap((m) => m.departures);
  const tabbable = rovingDate(departures, focused, selectedDate);
  const shown = grid.months.map((m) => m.month).join(' ');

  const query = (selector: string) => root.current?.querySelector(selector);
  const focusDay = (date: string) => tryFocus(query(`[data-date="${date}"]`));
  const focusFallback = () =>
    (tabbable !== null && focusDay(tabbable)) || tryFocus(query('[role="grid"][tabindex]')) || false;

  useLayoutEffect(() => {
    const el = root.current;
    if (!el) return;
    // 1. The month asked for with PageUp / PageDown has arrived (or another answer replaced it).
    const wanted = pending.current;
    if (wanted && wanted.from !== shown) {
      pending.current = null;
      if (!isLost(el.ownerDocument) && !el.contains(el.ownerDocument.activeElement)) return;
      const month = grid.months.find((m) => m.month === wanted.month);
      const date = month ? landingDate(month.departures, month.month, wanted.day) : null;
      if (date) {
        setFocused(date);
        focusDay(date);
      } else if (!(month && tryFocus(query(`[data-focus-key="grid:${month.month}"]`)))) {
        focusFallback();
      }
      return;
    }
    // 2. The focused element was replaced or removed by the new props.
    const lost = last.current;
    if (!lost || lost.element.isConnected || !isLost(el.ownerDocument)) return;
    last.current = null;
    const same = lost.key ? query(`[data-focus-key="${lost.key}"]`) : null;
    if (tryFocus(same)) return;
    const group = lost.group ? query(`[data-focus-group="${lost.group}"]`) : null;
    const successor = group?.querySelector(
      '[aria-current="true"], a[href], button:not([aria-disabled="true"])',
    );
    if (tryFocus(successor)) return;
    focusFallback();
  });

  const onGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const target = event.target as HTMLElement;
    const current = target.dataset.date ?? event.currentTarget.dataset.month ?? '';
    const move = nextFocus(grid, current, event);
    if (!move) return;
    event.preventDefault();
    switch (move.kind) {
      case 'day':
        setFocused(move.date);
        focusDay(move.date);
        return;
      case 'choose':
        target.click();
        return;
      case 'month': {
        if (tryFocus(query(`[data-focus-key="grid:${move.month}"]`))) return;
        const step = [monthNav.previous, monthNav.next].find((c) => c?.month === move.month);
        if (!step) return;
        pending.current = { month: move.month, day: move.day, from: shown };
        if (runtime) void runtime.dispatch(monthNav.select.action, { month: step.month });
        else window.location.assign(monthHref(monthNav.select.href, step.month));
        return;
      }
      case 'stay':
        return;
    }
  };

  const onFocus = useCallback((event: FocusEvent<HTMLElement>) => {
    const element = event.target as HTMLElement;
    last.current = {
      element,
      key: element.dataset.focusKey ?? null,
      group: element.closest<HTMLElement>('[data-focus-group]')?.dataset.focusGroup ?? null,
    };
    const date = element.dataset.date;
    if (date) setFocused(date);
  }, []);

  const onKeyDownCapture = useCallback((event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'PageUp' && event.key !== 'PageDown') pending.current = null;
  }, []);

  const onPointerDown = useCallback(() => {
    pending.current = null;
  }, []);

  return { root, tabbable, onGridKeyDown, onFocus, onKeyDownCapture, onPointerDown };
}
