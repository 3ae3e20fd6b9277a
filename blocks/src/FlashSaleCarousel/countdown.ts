/**
 * Countdown maths of the flash sale, kept pure (the time is passed in) so the server, the first client
 * render and the tests never depend on the clock. Units as storefront.md §9 Timing defines them.
 */
export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** The end has passed (every part is 0). */
  ended: boolean;
}

export interface CountdownUnits {
  days: string;
  hours: string;
  minutes: string;
  seconds: string;
}

const ENDED: CountdownParts = { days: 0, hours: 0, minutes: 0, seconds: 0, ended: true };

/**
 * Time left from `now` until `endsAt` (an ISO instant or epoch milliseconds), in whole seconds rounded
 * up, so the counter reads 00 exactly when the offer ends. An end in the past, or one that is not a
 * date, gives all zeros.
 */
export function countdownParts(endsAt: string | number, now: number): CountdownParts {
  const end = typeof endsAt === 'number' ? endsAt : Date.parse(endsAt);
  const left = end - now;
  if (!Number.isFinite(left) || left <= 0) return ENDED;
  let seconds = Math.ceil(left / SECOND_MS);
  const days = Math.floor(seconds / (DAY_MS / SECOND_MS));
  seconds -= days * (DAY_MS / SECOND_MS);
  const hours = Math.floor(seconds / (HOUR_MS / SECOND_MS));
  seconds -= hours * (HOUR_MS / SECOND_MS);
  const minutes = Math.floor(seconds / (MINUTE_MS / SECOND_MS));
  seconds -= minutes * (MINUTE_MS / SECOND_MS);
  return { days, hours, minutes, seconds, ended: false };
}

/** Two digits: 4 → '04'. */
export const pad2 = (value: number): string => String(value).padStart(2, '0');

export interface CountdownSegment {
  key: keyof CountdownUnits;
  value: string;
  unit: string;
}

/** The four segments as shown: days unpadded, the rest on two digits, each with its unit word. */
export function countdownSegments(parts: CountdownParts, units: CountdownUnits): CountdownSegment[] {
  return [
    { key: 'days', value: String(parts.days), unit: units.days },
    { key: 'hours', value: pad2(parts.hours), unit: units.hours },
    { key: 'minutes', value: pad2(parts.minutes), unit: units.minutes },
    { key: 'seconds', value: pad2(parts.seconds), unit: units.seconds },
  ];
}

/** '2d 04h 12m 09s' */
export function formatCountdown(parts: CountdownParts, units: CountdownUnits): string {
  return countdownSegments(parts, units)
    .map((s) => `${s.value}${s.unit}`)
    .join(' ');
}
