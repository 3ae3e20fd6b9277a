/**
 * The small signs that tell departure days apart without relying on colour (WCAG 1.4.1): a filled star
 * for the month's best price, an outlined one for the second best, a padlock for a private group, a
 * person for a solo departure and a ring for a related day. Decorative: the day's accessible name and
 * the legend say it in words.
 */
export type MarkerKind = 'best' | 'secondBest' | 'private' | 'solo' | 'related';

const STAR = 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z';

const SHAPES: Record<MarkerKind, { d: string; filled: boolean }> = {
  best: { d: STAR, filled: true },
  secondBest: { d: STAR, filled: false },
  private: { d: 'M7 11V8a5 5 0 0 1 10 0v3M5 11h14v10H5z', filled: false },
  solo: { d: 'M12 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM5 21c0-4 3-6.5 7-6.5s7 2.5 7 6.5', filled: false },
  related: { d: 'M12 6.5a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11z', filled: false },
};

export function DayMarker({ kind, size = 12 }: { kind: MarkerKind; size?: number }) {
  const { d, filled } = SHAPES[kind];
  return (
    <svg
      className={`departure-calendar__marker departure-calendar__marker--${kind}`}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={filled ? 0 : 2.4}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}

/** The marker a day shows: its price rank first (the strongest reason to pick it), else its kind. */
export function markersOf(day: {
  kind: 'normal' | MarkerKind;
  best?: true | undefined;
  secondBest?: true | undefined;
}): MarkerKind[] {
  const markers: MarkerKind[] = [];
  if (day.best) markers.push('best');
  else if (day.secondBest) markers.push('secondBest');
  if (day.kind !== 'normal') markers.push(day.kind);
  return markers;
}
