/**
 * The small signs that tell departure days apart without relying on colour (WCAG 1.4.1): a filled star
 * for the month's best price, an outlined one for the second best, a padlock for a private group, a
 * person for a solo departure and a ring for a related day. Decorative: the day's accessible name and
 * the legend say it in words.
 */
import { Icon } from '../shared/icons.tsx';

export type MarkerKind = 'best' | 'secondBest' | 'private' | 'solo' | 'related';

/** Each marker's glyph in shared/icons.tsx; the best price's star is filled. */
const SHAPES: Record<MarkerKind, string> = {
  best: 'star',
  secondBest: 'star',
  private: 'lock',
  solo: 'person',
  related: 'ring',
};

export function DayMarker({ kind, size = 12 }: { kind: MarkerKind; size?: number }) {
  return (
    <Icon
      name={SHAPES[kind]}
      size={size}
      filled={kind === 'best'}
      strokeWidth={2.4}
      className={`departure-calendar__marker departure-calendar__marker--${kind}`}
    />
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
