/**
 * Keyboard model of the departure calendar: the WAI-ARIA date-picker grid, with one difference — only
 * departure days can take focus, so a move whose target has no departure skips to the nearest departure
 * day in that direction (or stays put when there is none). Pure: the component turns the answer into
 * focus and, for a month that is not on screen, into the month navigation's action.
 *
 * - ArrowRight / ArrowLeft: the next / previous departure day in date order (the day after or before if
 *   it departs), across rows and across the months on screen; never into a month not yet loaded.
 * - ArrowDown / ArrowUp: the same weekday one row down / up; when it has no departure, the nearest row
 *   in that direction with any, at the departure day closest to the same column (ties go the way of
 *   travel: later going down, earlier going up).
 * - Home / End: the first / last departure day of the week row (APG grid and date picker).
 *   Ctrl+Home / Ctrl+End: the first / last departure day of the month.
 * - PageUp / PageDown: the previous / next month, at the same day of the month (clamped to the month's
 *   length) or the departure day nearest to it (ties go to the later day).
 * - Enter / Space: choose the focused day.
 */
import { columnOf, dayNumber, dayOfMonth, monthOfDay, monthSpan, type Weekday } from './calendar-dates.ts';

export interface KeyGrid {
  /** The months on screen, in order, each with its departure days (ISO). */
  months: readonly { month: string; departures: readonly string[] }[];
  firstDayOfWeek: Weekday;
  /** Where the month navigation's previous / next choice leads ('YYYY-MM'), null when there is none. */
  previousMonth: string | null;
  nextMonth: string | null;
}

export type FocusMove =
  /** Focus this departure day (it is on screen). */
  | { kind: 'day'; date: string }
  /** Go to this month and focus its departure day nearest to `day` (or its grid if it has none). */
  | { kind: 'month'; month: string; day: number }
  /** Choose the focused day, as a click on it would. */
  | { kind: 'choose'; date: string }
  /** A calendar key with nowhere to go: swallow it (no page scroll), keep focus. */
  | { kind: 'stay' };

/** The parts of a keyboard event the model reads (a React or DOM KeyboardEvent fits). */
export interface KeyPress {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  shiftKey?: boolean;
}

interface Placed {
  date: string;
  day: number;
  /** Visual row across the months on screen (month after month, top to bottom). */
  row: number;
  col: number;
  monthIndex: number;
}

/** Where a day sits on screen, or null when it is not in a month on screen. */
function place(grid: KeyGrid, date: string, rowOffsets: readonly number[]): Placed | null {
  const day = dayNumber(date);
  if (day === null) return null;
  const monthIndex = grid.months.findIndex((m) => m.month === monthOfDay(date));
  const span = monthIndex >= 0 ? monthSpan(monthOfDay(date)) : null;
  if (!span) return null;
  const lead = columnOf(span.first, grid.firstDayOfWeek);
  return {
    date,
    day,
    row: (rowOffsets[monthIndex] ?? 0) + Math.floor((day - span.first + lead) / 7),
    col: columnOf(day, grid.firstDayOfWeek),
    monthIndex,
  };
}

/** The first visual row of each month on screen. */
function rowOffsetsOf(grid: KeyGrid): number[] {
  const offsets: number[] = [];
  let rows = 0;
  for (const { month } of grid.months) {
    offsets.push(rows);
    const span = monthSpan(month);
    if (span) rows += Math.ceil((columnOf(span.first, grid.firstDayOfWeek) + span.length) / 7);
  }
  return offsets;
}

/** 'YYYY-MM' shifted by whole months. */
export function addMonths(month: string, by: number): string | null {
  const span = monthSpan(month);
  if (!span) return null;
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The departure day of `month` to land on when arriving at its day `day` (clamped to the month): that
 * day if it departs, else the nearest departure day, the later one on a tie; null without departures.
 */
export function landingDate(departures: readonly string[], month: string, day: number): string | null {
  const span = monthSpan(month);
  if (!span) return null;
  const target = span.first + Math.min(Math.max(day, 1), span.length) - 1;
  let best: { date: string; distance: number } | null = null;
  for (const date of departures) {
    const n = dayNumber(date);
    if (n === null || monthOfDay(date) !== month) continue;
    const distance = Math.abs(n - target);
    const later = best !== null && distance === best.distance && date > best.date;
    if (best === null || distance < best.distance || later) best = { date, distance };
  }
  return best?.date ?? null;
}

/**
 * The one departure day in the tab order (roving tabindex): the day last focused if it is still on
 * screen, else the selected day, else the first departure day; null when no day departs.
 */
export function rovingDate(
  departures: readonly string[],
  focused: string | null,
  selected: string | null,
): string | null {
  if (focused && departures.includes(focused)) return focused;
  if (selected && departures.includes(selected)) return selected;
  return departures[0] ?? null;
}

/**
 * Where `press` moves focus from `current` — a departure day, or the month ('YYYY-MM') whose grid has
 * focus because it has no departure day — or null for a key the calendar leaves alone.
 */
export function nextFocus(grid: KeyGrid, current: string, press: KeyPress): FocusMove | null {
  if (press.altKey || press.metaKey) return null;
  const { key } = press;
  const offsets = rowOffsetsOf(grid);
  const all = grid.months
    .flatMap((m) => m.departures)
    .map((date) => place(grid, date, offsets))
    .filter((p): p is Placed => p !== null)
    .sort((a, b) => a.day - b.day);
  const here = current.length === 10 ? place(grid, current, offsets) : null;
  const hereMonth = here ? monthOfDay(current) : current;

  // PageUp / PageDown (1): another month, kept on the same day of the month.
  if ((key === 'PageUp' || key === 'PageDown') && !press.ctrlKey && !press.shiftKey) {
    const by = key === 'PageUp' ? -1 : 1;
    const day = here ? dayOfMonth(current) : 1;
    const adjacent = addMonths(hereMonth, by);
    const shown = grid.months.find((m) => m.month === adjacent);
    if (shown) {
      const date = landingDate(shown.departures, shown.month, day);
      return date ? { kind: 'day', date } : { kind: 'month', month: shown.month, day };
    }
    const month = by < 0 ? grid.previousMonth : grid.nextMonth;
    return month ? { kind: 'month', month, day } : { kind: 'stay' };
  }

  if (key === 'Enter' || key === ' ' || key === 'Spacebar') {
    return here && !press.ctrlKey ? { kind: 'choose', date: current } : null;
  }

  const arrows = ['ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowUp'];
  if (!arrows.includes(key) && key !== 'Home' && key !== 'End') return null;
  if (press.ctrlKey && arrows.includes(key)) return null;
  if (press.shiftKey) return null;

  // (2) From an empty month's grid any move goes to the first departure day on screen, if there is one.
  const to = (p: Placed | undefined): FocusMove => (p ? { kind: 'day', date: p.date } : { kind: 'stay' });
  if (!here) return to(all[0]);

  switch (key) {
    // (3) Left / right: date order, skipping days without departure.
    case 'ArrowRight':
      return to(all.find((p) => p.day > here.day));
    case 'ArrowLeft':
      return to(all.findLast((p) => p.day < here.day));
    // (4) Up / down: the nearest row in that direction with a departure, then the nearest column.
    case 'ArrowDown':
    case 'ArrowUp': {
      const down = key === 'ArrowDown';
      const rows = all.filter((p) => (down ? p.row > here.row : p.row < here.row));
      if (rows.length === 0) return { kind: 'stay' };
      const row = down ? Math.min(...rows.map((p) => p.row)) : Math.max(...rows.map((p) => p.row));
      const inRow = rows.filter((p) => p.row === row);
      const score = (p: Placed) => Math.abs(p.col - here.col) * 2 + (down === p.col > here.col ? 0 : 1);
      return to(inRow.reduce((a, b) => (score(b) < score(a) ? b : a)));
    }
    // (5) Home / End: the week row, or with Ctrl the month.
    default: {
      const scope = all.filter((p) =>
        press.ctrlKey ? p.monthIndex === here.monthIndex : p.row === here.row,
      );
      return to(key === 'Home' ? scope[0] : scope.at(-1));
    }
  }
}
