import type { TripVisit } from '@waypoint/schemas';
import { describe, expect, it } from 'vitest';
import { parseVisited } from '../RecentlyVisited/visited-destinations.ts';
import { recordTripVisit, STORAGE_FAILED_MESSAGE, type VisitStorage } from './record-visit.ts';

const MIN = 60_000;
const T0 = Date.UTC(2026, 2, 1, 12, 0, 0);
const CORRUPTED = 'Error while retrieving info about recently visited location. Restoring corrupted data.';

const visit: TripVisit = {
  storageKey: 'visitedDestinations',
  campaignId: 412,
  campaignUrl: '/us/asia/japan/412-japan-tokyo-kyoto-and-osaka',
  minMinutesBetween: 30,
  maxTimestamps: 3,
  corruptedDataMessage: CORRUPTED,
};

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const storage: VisitStorage & { data: Map<string, string> } = {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value);
    },
    removeItem: (key) => {
      data.delete(key);
    },
  };
  return storage;
}

function recordingLog() {
  const warnings: unknown[][] = [];
  return { warnings, warn: (...message: unknown[]) => warnings.push(message) };
}

const stored = (storage: ReturnType<typeof memoryStorage>) =>
  parseVisited(storage.data.get('visitedDestinations') ?? null).entries;

describe('recordTripVisit', () => {
  it('starts the list with this trip on a first visit', () => {
    const storage = memoryStorage();
    const log = recordingLog();
    expect(recordTripVisit(visit, () => storage, T0, log).status).toBe('recorded');
    expect(JSON.parse(storage.data.get('visitedDestinations')!)).toEqual([
      { campaignId: '412', campaignUrl: visit.campaignUrl, timestamps: [T0] },
    ]);
    expect(log.warnings).toEqual([]);
  });

  it('appends this trip after the ones already there, keeping them', () => {
    const storage = memoryStorage({
      visitedDestinations: JSON.stringify([
        { campaignId: '12', campaignUrl: '/us/kenya/12', timestamps: [T0] },
      ]),
    });
    recordTripVisit(visit, () => storage, T0 + MIN, recordingLog());
    expect(stored(storage).map((e) => e.campaignId)).toEqual([12, 412]);
  });

  it('counts a repeat visit only after minMinutesBetween, and keeps at most maxTimestamps', () => {
    const storage = memoryStorage();
    const log = recordingLog();
    for (const minutes of [0, 10, 30, 70, 200])
      recordTripVisit(visit, () => storage, T0 + minutes * MIN, log);
    // 10 min after the first is too soon; 30, 70 and 200 count; only the last three are kept.
    expect(stored(storage)[0]?.timestamps).toEqual([T0 + 30 * MIN, T0 + 70 * MIN, T0 + 200 * MIN]);
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"campaignId":"1"}'],
    ['a malformed entry', '[{"campaignId":12}]'],
  ])('resets a corrupted value (%s), warns with the spec message and records the visit', (_, raw) => {
    const storage = memoryStorage({ visitedDestinations: raw });
    const log = recordingLog();
    const outcome = recordTripVisit(visit, () => storage, T0, log);
    expect(outcome).toMatchObject({ status: 'recorded', reset: true });
    expect(log.warnings).toEqual([[CORRUPTED]]);
    expect(stored(storage)).toEqual([{ campaignId: 412, campaignUrl: visit.campaignUrl, timestamps: [T0] }]);
  });

  it('catches and logs storage that cannot be opened, read or written; never throws', () => {
    const boom = new Error('SecurityError');
    const log = recordingLog();
    expect(
      recordTripVisit(
        visit,
        () => {
          throw boom;
        },
        T0,
        log,
      ),
    ).toEqual({ status: 'failed', step: 'open' });

    const unreadable = {
      ...memoryStorage(),
      getItem: () => {
        throw boom;
      },
    };
    expect(recordTripVisit(visit, () => unreadable, T0, log)).toEqual({ status: 'failed', step: 'read' });

    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(recordTripVisit(visit, () => full, T0, log)).toEqual({ status: 'failed', step: 'write' });

    expect(log.warnings.map((w) => w[0])).toEqual([
      STORAGE_FAILED_MESSAGE,
      STORAGE_FAILED_MESSAGE,
      STORAGE_FAILED_MESSAGE,
    ]);
  });
});
