import { describe, expect, it } from 'vitest';
import {
  latestVisit,
  MAX_RECENTLY_VISITED,
  parseVisited,
  recentCampaignIds,
  recordVisit,
  serializeVisited,
  type VisitedEntry,
} from './visited-destinations.ts';

const MIN = 60_000;
const T0 = Date.UTC(2025, 2, 1, 12, 0, 0);
const entry = (campaignId: number, ...timestamps: number[]): VisitedEntry => ({
  campaignId,
  campaignUrl: `/us/trips/${campaignId}`,
  timestamps,
});

describe('parseVisited', () => {
  it('reads nothing stored as an empty, healthy list', () => {
    expect(parseVisited(null)).toEqual({ entries: [], corrupted: false });
    expect(parseVisited('[]')).toEqual({ entries: [], corrupted: false });
  });

  it('parses the stored campaign ids (text) to integers', () => {
    const raw = JSON.stringify([
      { campaignId: '176', campaignUrl: '/us/south-america/argentina/176-salta', timestamps: [T0, T0 + MIN] },
      { campaignId: '12', campaignUrl: '/us/africa/kenya/12-safari', timestamps: [T0 + 5 * MIN] },
    ]);
    expect(parseVisited(raw)).toEqual({
      corrupted: false,
      entries: [
        { campaignId: 176, campaignUrl: '/us/south-america/argentina/176-salta', timestamps: [T0, T0 + MIN] },
        { campaignId: 12, campaignUrl: '/us/africa/kenya/12-safari', timestamps: [T0 + 5 * MIN] },
      ],
    });
  });

  it('keeps an entry with extra fields (still the shape)', () => {
    const raw = JSON.stringify([{ campaignId: '1', campaignUrl: '/a', timestamps: [], extra: true }]);
    expect(parseVisited(raw)).toEqual({
      corrupted: false,
      entries: [{ campaignId: 1, campaignUrl: '/a', timestamps: [] }],
    });
  });

  it.each([
    ['not JSON', '{oops'],
    ['an empty string', ''],
    ['an object instead of a list', '{"campaignId":"1"}'],
    ['a number', '42'],
    ['JSON null', 'null'],
    ['a list of strings', '["176"]'],
    ['a null item', '[null]'],
    ['a numeric campaign id', '[{"campaignId":176,"campaignUrl":"/a","timestamps":[1]}]'],
    ['a campaign id that is not a number', '[{"campaignId":"abc","campaignUrl":"/a","timestamps":[1]}]'],
    ['a negative campaign id', '[{"campaignId":"-3","campaignUrl":"/a","timestamps":[1]}]'],
    ['a decimal campaign id', '[{"campaignId":"1.5","campaignUrl":"/a","timestamps":[1]}]'],
    ['a huge campaign id', '[{"campaignId":"99999999999999999999","campaignUrl":"/a","timestamps":[1]}]'],
    ['a missing url', '[{"campaignId":"1","timestamps":[1]}]'],
    ['a url that is not text', '[{"campaignId":"1","campaignUrl":5,"timestamps":[1]}]'],
    ['timestamps that are not a list', '[{"campaignId":"1","campaignUrl":"/a","timestamps":1}]'],
    ['a timestamp that is text', '[{"campaignId":"1","campaignUrl":"/a","timestamps":["1"]}]'],
    ['a null timestamp', '[{"campaignId":"1","campaignUrl":"/a","timestamps":[null]}]'],
    [
      'one bad entry among good ones',
      '[{"campaignId":"1","campaignUrl":"/a","timestamps":[1]},{"campaignId":"2","campaignUrl":"/b"}]',
    ],
  ])('reports %s as corrupted, with no entries', (_name, raw) => {
    expect(parseVisited(raw)).toEqual({ entries: [], corrupted: true });
  });
});

describe('recentCampaignIds', () => {
  const entries = [
    entry(1, T0, T0 + 50 * MIN),
    entry(2, T0 + 10 * MIN),
    entry(3, T0 + 30 * MIN),
    entry(4, T0 + 20 * MIN),
  ];

  it('sorts by the latest visit, newest first (not by the first visit nor the list order)', () => {
    expect(recentCampaignIds(entries, { excludeCampaignId: null, maxItems: 10 })).toEqual([1, 3, 4, 2]);
  });

  it('leaves out the campaign being viewed', () => {
    expect(recentCampaignIds(entries, { excludeCampaignId: 3, maxItems: 10 })).toEqual([1, 4, 2]);
  });

  it('keeps at most maxItems, and never more than 10', () => {
    expect(recentCampaignIds(entries, { excludeCampaignId: null, maxItems: 2 })).toEqual([1, 3]);
    const many = Array.from({ length: 15 }, (_, i) => entry(i + 1, T0 + i * MIN));
    const ids = recentCampaignIds(many, { excludeCampaignId: null, maxItems: 50 });
    expect(ids).toHaveLength(MAX_RECENTLY_VISITED);
    expect(ids[0]).toBe(15);
    expect(ids.at(-1)).toBe(6);
  });

  it('lists a campaign stored twice once, at its newest visit', () => {
    const twice = [entry(7, T0), entry(8, T0 + MIN), entry(7, T0 + 2 * MIN)];
    expect(recentCampaignIds(twice, { excludeCampaignId: null, maxItems: 10 })).toEqual([7, 8]);
  });

  it('puts a campaign without visits last', () => {
    expect(recentCampaignIds([entry(9), entry(10, T0)], { excludeCampaignId: null, maxItems: 10 })).toEqual([
      10, 9,
    ]);
  });

  it('gives nothing for an empty list', () => {
    expect(recentCampaignIds([], { excludeCampaignId: 1, maxItems: 10 })).toEqual([]);
  });
});

describe('recordVisit', () => {
  const rules = { minMinutesBetween: 30, maxTimestamps: 3 };
  const visit = (entries: VisitedEntry[], campaignId: number, now: number) =>
    recordVisit(entries, { campaignId, campaignUrl: `/us/trips/${campaignId}`, now, ...rules });

  it('appends a campaign not seen before', () => {
    const before = [entry(1, T0)];
    expect(visit(before, 2, T0 + MIN)).toEqual([entry(1, T0), entry(2, T0 + MIN)]);
    expect(before).toEqual([entry(1, T0)]);
  });

  it('starts a list from nothing', () => {
    expect(visit([], 5, T0)).toEqual([entry(5, T0)]);
  });

  it('does not count a repeat visit before the minimum minutes have passed', () => {
    expect(visit([entry(1, T0)], 1, T0 + 29 * MIN)).toEqual([entry(1, T0)]);
  });

  it('counts a repeat visit once the minimum minutes have passed (exactly at the limit too)', () => {
    expect(visit([entry(1, T0)], 1, T0 + 30 * MIN)).toEqual([entry(1, T0, T0 + 30 * MIN)]);
    expect(visit([entry(1, T0)], 1, T0 + 90 * MIN)).toEqual([entry(1, T0, T0 + 90 * MIN)]);
  });

  it('measures the minimum from the last visit, not the first', () => {
    expect(visit([entry(1, T0, T0 + 40 * MIN)], 1, T0 + 60 * MIN)).toEqual([entry(1, T0, T0 + 40 * MIN)]);
  });

  it('drops the oldest visit when the timestamp limit is reached', () => {
    const full = [entry(1, T0, T0 + 60 * MIN, T0 + 120 * MIN)];
    expect(visit(full, 1, T0 + 180 * MIN)).toEqual([entry(1, T0 + 60 * MIN, T0 + 120 * MIN, T0 + 180 * MIN)]);
  });

  it("keeps the campaign's place in the list and updates its URL", () => {
    const list = [entry(1, T0), entry(2, T0 + MIN)];
    const next = recordVisit(list, {
      campaignId: 1,
      campaignUrl: '/us/new-slug',
      now: T0 + 2 * MIN,
      ...rules,
    });
    expect(next.map((e) => e.campaignId)).toEqual([1, 2]);
    expect(next[0]?.campaignUrl).toBe('/us/new-slug');
  });

  it('keeps the 10 most recently visited campaigns', () => {
    const ten = Array.from({ length: 10 }, (_, i) => entry(i + 1, T0 + (10 - i) * MIN));
    // Campaign 10 was visited longest ago.
    const next = visit(ten, 99, T0 + 60 * MIN);
    expect(next).toHaveLength(10);
    expect(next.map((e) => e.campaignId)).not.toContain(10);
    expect(next.at(-1)).toEqual(entry(99, T0 + 60 * MIN));
  });

  it('round-trips through storage with the ids as text', () => {
    const list = visit(visit([], 12, T0), 176, T0 + MIN);
    const raw = serializeVisited(list);
    expect(JSON.parse(raw)[0].campaignId).toBe('12');
    expect(parseVisited(raw)).toEqual({ entries: list, corrupted: false });
  });
});

/** Generated cases with a seeded generator: the same every run, many shapes. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('properties over generated lists', () => {
  const next = random(20250301);
  const int = (max: number) => Math.floor(next() * max);
  const list = (): VisitedEntry[] =>
    Array.from({ length: int(14) }, () =>
      entry(1 + int(20), ...Array.from({ length: int(4) }, () => T0 + int(600) * MIN)),
    );

  it('parse(serialize(list)) gives the list back', () => {
    for (let run = 0; run < 200; run += 1) {
      const entries = list();
      expect(parseVisited(serializeVisited(entries))).toEqual({ entries, corrupted: false });
    }
  });

  it('the ids shown are unique, exclude the current campaign, are capped and run newest first', () => {
    for (let run = 0; run < 200; run += 1) {
      const entries = list();
      const exclude = int(3) === 0 ? null : 1 + int(20);
      const maxItems = 1 + int(12);
      const ids = recentCampaignIds(entries, { excludeCampaignId: exclude, maxItems });
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).not.toContain(exclude);
      expect(ids.length).toBeLessThanOrEqual(Math.min(maxItems, 10));
      const newest = (id: number) => Math.max(...entries.filter((e) => e.campaignId === id).map(latestVisit));
      for (let i = 1; i < ids.length; i += 1)
        expect(newest(ids[i - 1]!)).toBeGreaterThanOrEqual(newest(ids[i]!));
      const candidates = new Set(entries.map((e) => e.campaignId).filter((id) => id !== exclude));
      expect(ids.length).toBe(Math.min(candidates.size, maxItems, 10));
    }
  });

  it('a visit keeps the visited campaign listed, within the limits, and leaves the others alone', () => {
    for (let run = 0; run < 200; run += 1) {
      const entries = list().filter((e, i, all) => all.findIndex((o) => o.campaignId === e.campaignId) === i);
      const campaignId = 1 + int(20);
      const maxTimestamps = 1 + int(4);
      const now = T0 + (600 + int(120)) * MIN;
      const after = recordVisit(entries, {
        campaignId,
        campaignUrl: '/x',
        now,
        minMinutesBetween: int(90),
        maxTimestamps,
      });
      const visited = after.find((e) => e.campaignId === campaignId);
      expect(visited).toBeDefined();
      expect(after.length).toBeLessThanOrEqual(10);
      const before = entries.find((e) => e.campaignId === campaignId);
      if (!before) expect(visited!.timestamps).toEqual([now]);
      else
        expect(visited!.timestamps.length).toBeLessThanOrEqual(
          Math.max(maxTimestamps, before.timestamps.length),
        );
      for (const other of after.filter((e) => e.campaignId !== campaignId)) {
        expect(entries).toContainEqual(other);
      }
    }
  });
});
