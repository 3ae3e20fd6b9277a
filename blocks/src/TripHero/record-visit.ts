/**
 * The trip page's side of recently visited (storefront.md §4 Recently visited, §8 corrupted data): on
 * each visit the browser's list gets this trip, under the rules of `recordVisit`. Storage, the clock and
 * logging are passed in, so the steps are tested without a browser. Never throws: a visit that cannot
 * be recorded is logged and the page goes on.
 */
import type { TripVisit } from '@waypoint/schemas';
import {
  parseVisited,
  recordVisit,
  serializeVisited,
  type VisitedEntry,
} from '../RecentlyVisited/visited-destinations.ts';

export interface VisitStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface VisitLog {
  warn(...message: unknown[]): void;
}

export const STORAGE_FAILED_MESSAGE = 'Could not record this visit in recently visited trips';

export type VisitOutcome =
  /** The list now holds this visit; `reset` when a corrupted list was replaced. */
  | { status: 'recorded'; entries: VisitedEntry[]; reset: boolean }
  /** Storage could not be opened, read or written (private mode, quota, blocked): logged. */
  | { status: 'failed'; step: 'open' | 'read' | 'write' };

/**
 * Records a visit to this trip:
 * 1. open the storage and read the stored list;
 * 2. a corrupted list is reset (removed) and logged with the spec's message, then treated as empty;
 * 3. add the visit (`recordVisit`: new campaign appended, a repeat only after `minMinutesBetween`);
 * 4. write the list back.
 */
export function recordTripVisit(
  visit: TripVisit,
  openStorage: () => VisitStorage,
  now: number,
  log: VisitLog,
): VisitOutcome {
  // 1. Open and read.
  let storage: VisitStorage;
  try {
    storage = openStorage();
  } catch (error) {
    log.warn(STORAGE_FAILED_MESSAGE, error);
    return { status: 'failed', step: 'open' };
  }
  let raw: string | null;
  try {
    raw = storage.getItem(visit.storageKey);
  } catch (error) {
    log.warn(STORAGE_FAILED_MESSAGE, error);
    return { status: 'failed', step: 'read' };
  }

  // 2. Reset corrupted data.
  const parsed = parseVisited(raw);
  if (parsed.corrupted) {
    log.warn(visit.corruptedDataMessage);
    try {
      storage.removeItem(visit.storageKey);
    } catch {
      // The write below replaces it anyway.
    }
  }

  // 3. Add this visit.
  const entries = recordVisit(parsed.entries, {
    campaignId: visit.campaignId,
    campaignUrl: visit.campaignUrl,
    now,
    minMinutesBetween: visit.minMinutesBetween,
    maxTimestamps: visit.maxTimestamps,
  });

  // 4. Write it back.
  try {
    storage.setItem(visit.storageKey, serializeVisited(entries));
  } catch (error) {
    log.warn(STORAGE_FAILED_MESSAGE, error);
    return { status: 'failed', step: 'write' };
  }
  return { status: 'recorded', entries, reset: parsed.corrupted };
}
