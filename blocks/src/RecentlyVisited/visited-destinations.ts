/**
 * The browser's list of recently visited trips, stored under 'visitedDestinations' as a JSON array of
 * { campaignId: '123', campaignUrl, timestamps: [ms, ...] } (storefront.md §3 Recently visited). Here:
 * reading it (anything else is corrupted, to be reset), the display order, and the write rules the trip
 * page applies on each visit (§4 Recently visited). Pure: storage and the clock stay with the caller.
 */
// storefront.md §9 Timing: a minute is 60000 ms.
const MINUTE_MS = 60_000;

export interface VisitedEntry {
  /** Parsed to an integer from the stored text. */
  campaignId: number;
  campaignUrl: string;
  /** Visit times in epoch milliseconds, oldest first. */
  timestamps: number[];
}

/** storefront.md §4 Recently visited: at most 10 items are kept and used. */
export const MAX_RECENTLY_VISITED = 10;

export interface ParsedVisited {
  entries: VisitedEntry[];
  /** The stored value is not the list's shape: the caller resets it (§8 corrupted recently-visited data). */
  corrupted: boolean;
}

const CAMPAIGN_ID = /^\d+$/;

function toEntry(value: unknown): VisitedEntry | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { campaignId, campaignUrl, timestamps } = value as Record<string, unknown>;
  if (typeof campaignId !== 'string' || !CAMPAIGN_ID.test(campaignId)) return null;
  const id = Number.parseInt(campaignId, 10);
  if (!Number.isSafeInteger(id)) return null;
  if (typeof campaignUrl !== 'string') return null;
  if (!Array.isArray(timestamps) || !timestamps.every((t) => typeof t === 'number' && Number.isFinite(t))) {
    return null;
  }
  return { campaignId: id, campaignUrl, timestamps: [...timestamps] };
}

/** The stored list; nothing stored is an empty list, anything not matching the shape is corrupted. */
export function parseVisited(raw: string | null): ParsedVisited {
  if (raw === null) return { entries: [], corrupted: false };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { entries: [], corrupted: true };
  }
  if (!Array.isArray(value)) return { entries: [], corrupted: true };
  const entries: VisitedEntry[] = [];
  for (const item of value) {
    const entry = toEntry(item);
    if (entry === null) return { entries: [], corrupted: true };
    entries.push(entry);
  }
  return { entries, corrupted: false };
}

/** The stored form: campaign ids back to text. */
export function serializeVisited(entries: readonly VisitedEntry[]): string {
  return JSON.stringify(
    entries.map((e) => ({
      campaignId: String(e.campaignId),
      campaignUrl: e.campaignUrl,
      timestamps: e.timestamps,
    })),
  );
}

/** The latest visit of an entry; an entry without visits sorts last. */
export const latestVisit = (entry: VisitedEntry): number =>
  entry.timestamps.length === 0 ? Number.NEGATIVE_INFINITY : Math.max(...entry.timestamps);

/**
 * The campaign ids to show (§4 Recently visited, Display): newest visit first, the current campaign left
 * out, each id once, at most `maxItems` and never more than 10.
 */
export function recentCampaignIds(
  entries: readonly VisitedEntry[],
  { excludeCampaignId, maxItems }: { excludeCampaignId: number | null; maxItems: number },
): number[] {
  const limit = Math.max(0, Math.min(maxItems, MAX_RECENTLY_VISITED));
  const ids: number[] = [];
  const sorted = entries
    .filter((e) => e.campaignId !== excludeCampaignId)
    .map((entry) => ({ id: entry.campaignId, latest: latestVisit(entry) }))
    .sort((a, b) => b.latest - a.latest);
  for (const { id } of sorted) {
    if (ids.length >= limit) break;
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

export interface VisitInput {
  campaignId: number;
  campaignUrl: string;
  /** Epoch milliseconds of this visit. */
  now: number;
  /** A repeat visit counts only when at least this many minutes passed since the campaign's last one. */
  minMinutesBetween: number;
  /** Visits kept per campaign; the oldest is dropped when the limit is reached. */
  maxTimestamps: number;
  /** Campaigns kept; the one visited longest ago is dropped beyond it (default 10). */
  maxEntries?: number;
}

/**
 * The list after a visit to a trip page (§4 Recently visited), as a new array:
 * 1. A campaign not in the list is appended with this visit.
 * 2. For a listed campaign, the visit is appended only if `minMinutesBetween` passed since its last one;
 *    when its visits reach `maxTimestamps`, the oldest is dropped. Its URL becomes the current one.
 * 3. Beyond `maxEntries` campaigns, the other one visited longest ago is dropped.
 */
export function recordVisit(entries: readonly VisitedEntry[], visit: VisitInput): VisitedEntry[] {
  const maxTimestamps = Math.max(1, Math.floor(visit.maxTimestamps));
  const maxEntries = Math.max(1, visit.maxEntries ?? MAX_RECENTLY_VISITED);
  const index = entries.findIndex((e) => e.campaignId === visit.campaignId);
  const next = entries.map((e) => ({ ...e, timestamps: [...e.timestamps] }));

  // 1. A new campaign.
  if (index === -1) {
    next.push({ campaignId: visit.campaignId, campaignUrl: visit.campaignUrl, timestamps: [visit.now] });
  } else {
    // 2. A campaign seen before.
    const entry = next[index]!;
    entry.campaignUrl = visit.campaignUrl;
    if (visit.now - latestVisit(entry) >= visit.minMinutesBetween * MINUTE_MS) {
      entry.timestamps.push(visit.now);
      entry.timestamps.sort((a, b) => a - b);
      entry.timestamps.splice(0, Math.max(0, entry.timestamps.length - maxTimestamps));
    }
  }

  // 3. Keep the most recently visited campaigns, always including this one.
  while (next.length > maxEntries) {
    let oldest = -1;
    for (let i = 0; i < next.length; i += 1) {
      const candidate = next[i]!;
      if (candidate.campaignId === visit.campaignId) continue;
      if (oldest === -1 || latestVisit(candidate) < latestVisit(next[oldest]!)) oldest = i;
    }
    next.splice(oldest, 1);
  }
  return next;
}
