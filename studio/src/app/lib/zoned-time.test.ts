import { describe, expect, it } from 'vitest';
import { describeInstant, isoToZoned, zonedToIso } from './zoned-time.ts';

describe('zonedToIso', () => {
  it.each([
    ['2025-06-01T10:00', 'Europe/Madrid', '2025-06-01T10:00:00.000+02:00'],
    ['2025-01-15T10:00', 'Europe/Madrid', '2025-01-15T10:00:00.000+01:00'],
    ['2025-06-01T10:00', 'America/New_York', '2025-06-01T10:00:00.000-04:00'],
    ['2025-06-01T10:00:30', 'UTC', '2025-06-01T10:00:30.000+00:00'],
  ])('%s in %s is %s', (local, zone, iso) => {
    expect(zonedToIso(local, zone)).toBe(iso);
    expect(Date.parse(zonedToIso(local, zone)!)).toBe(Date.parse(iso));
  });

  it('answers null for an incomplete value', () => {
    expect(zonedToIso('', 'UTC')).toBeNull();
    expect(zonedToIso('2025-06-01', 'UTC')).toBeNull();
  });
});

describe('isoToZoned', () => {
  it('shows an instant back as entered, whatever offset it was stored with', () => {
    expect(isoToZoned('2025-06-01T08:00:00.000Z', 'Europe/Madrid')).toBe('2025-06-01T10:00');
    expect(isoToZoned(zonedToIso('2025-12-24T18:30', 'Australia/Sydney'), 'Australia/Sydney')).toBe(
      '2025-12-24T18:30',
    );
  });

  it('is empty for no instant', () => {
    expect(isoToZoned(null, 'UTC')).toBe('');
  });
});

describe('describeInstant', () => {
  it('names the zone', () => {
    expect(describeInstant('2025-06-01T08:00:00Z', 'Europe/Madrid')).toBe(
      '1 Jun 2025, 10:00 (Europe/Madrid)',
    );
  });
});
