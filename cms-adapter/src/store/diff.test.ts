import type { BlockType, DiffChange, Placement } from '@waypoint/schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stored } from '../../test/fixtures.ts';
import { diffPlacements, longestIncreasingRun, sameValue } from './diff.ts';

const p = (id: string, blockType: BlockType = 'Header', config: Record<string, unknown> = {}): Placement =>
  stored(id, blockType, config);

const home = [
  p('home-es-promotion-bar', 'PromotionBar'),
  p('home-es-header', 'Header'),
  p('home-es-hero', 'HeroSlider'),
  p('home-es-search', 'SearchSection'),
  p('home-es-flash-sale', 'FlashSaleCarousel'),
  p('home-es-best-sellers', 'BestSellersCarousel', { maxCards: 12 }),
  p('home-es-footer', 'Footer'),
];

const kinds = (changes: DiffChange[]) => changes.map((c) => c.kind);
const summaries = (changes: DiffChange[]) => changes.map((c) => c.summary);

describe('diffPlacements', () => {
  it('finds nothing between equal lists', () => {
    expect(diffPlacements(home, structuredClone(home))).toEqual([]);
    expect(diffPlacements([], [])).toEqual([]);
  });

  it('reports one move when one placement is dragged, not a cascade', () => {
    const after = [...home];
    const [flash] = after.splice(4, 1);
    after.splice(2, 0, flash!);
    expect(diffPlacements(home, after)).toEqual([
      {
        kind: 'moved',
        placementId: 'home-es-flash-sale',
        blockType: 'FlashSaleCarousel',
        from: 4,
        to: 2,
        summary: 'Moved "FlashSaleCarousel" (home-es-flash-sale) from position 5 to 3',
      },
    ]);
  });

  it('reports additions and removals without moving the others', () => {
    const after = [
      ...home.slice(0, 6),
      p('home-es-ad', 'AdBanner', { slot: 'add-banner-home' }),
      home[6]!,
    ].filter((x) => x.id !== 'home-es-header');
    const changes = diffPlacements(home, after);
    expect(kinds(changes)).toEqual(['removed', 'added']);
    expect(summaries(changes)).toEqual([
      'Removed "Header" (home-es-header) from position 2',
      'Added "AdBanner" (home-es-ad) at position 6',
    ]);
    expect(changes[1]).toMatchObject({ index: 5, placementId: 'home-es-ad' });
  });

  it('reports config, audience and schedule changes per leaf, arrays whole', () => {
    const after = structuredClone(home);
    after[5]!.config = { maxCards: 8 };
    after[2]!.audience = { markets: ['es', 'mx'], devices: ['mobile'] };
    after[6]!.schedule = { from: '2030-01-01T00:00:00Z', until: null };
    const before = structuredClone(home);
    before[2]!.audience = { markets: ['es'], devices: ['mobile'] };
    expect(diffPlacements(before, after).map(({ kind, placementId, ...rest }) => rest)).toEqual([
      {
        blockType: 'HeroSlider',
        path: ['audience', 'markets'],
        before: ['es'],
        after: ['es', 'mx'],
        summary: 'Changed audience.markets of "HeroSlider" (home-es-hero) from ["es"] to ["es","mx"]',
      },
      {
        blockType: 'BestSellersCarousel',
        path: ['config', 'maxCards'],
        before: 12,
        after: 8,
        summary: 'Changed config.maxCards of "BestSellersCarousel" (home-es-best-sellers) from 12 to 8',
      },
      {
        blockType: 'Footer',
        path: ['schedule', 'from'],
        before: null,
        after: '2030-01-01T00:00:00Z',
        summary: 'Changed schedule.from of "Footer" (home-es-footer) from null to "2030-01-01T00:00:00Z"',
      },
    ]);
  });

  it('words set and removed values (a removed object as a whole), and a changed block type', () => {
    const before = [p('a', 'AdBanner', { slot: 'add-banner-home', extra: { deep: 1 } })];
    const after = [p('a', 'ThemedCarousel', { from: 1 })];
    expect(summaries(diffPlacements(before, after))).toEqual([
      'Changed blockType of "ThemedCarousel" (a) from "AdBanner" to "ThemedCarousel"',
      'Removed config.slot of "ThemedCarousel" (a) (was "add-banner-home")',
      'Removed config.extra of "ThemedCarousel" (a) (was {"deep":1})',
      'Set config.from of "ThemedCarousel" (a) to 1',
    ]);
  });

  it('reports a move and a change of the same placement', () => {
    const before = [p('a'), p('b'), p('c', 'BestSellersCarousel', { maxCards: 4 })];
    const after = [p('c', 'BestSellersCarousel', { maxCards: 6 }), p('a'), p('b')];
    expect(kinds(diffPlacements(before, after))).toEqual(['moved', 'changed']);
  });
});

describe('longestIncreasingRun', () => {
  it.each([
    [[], []],
    [
      [0, 1, 2],
      [0, 1, 2],
    ],
    [[2, 1, 0], [2]],
    [
      [0, 3, 1, 2, 4],
      [0, 2, 3, 4],
    ],
    [
      [3, 0, 1, 2],
      [1, 2, 3],
    ],
  ])('%j -> positions %j', (values, expected) => {
    expect(longestIncreasingRun(values)).toEqual(expected);
  });
});

// ---------------------------------------------------------------- properties

const BLOCKS: BlockType[] = ['Header', 'Footer', 'AdBanner', 'HeroSlider', 'ThemedCarousel'];
const json = fc.oneof(
  fc.integer({ min: -3, max: 3 }),
  fc.constantFrom('a', 'b', null, true),
  fc.array(fc.nat(3), { maxLength: 2 }),
);
const config = fc.dictionary(
  fc.constantFrom('x', 'y', 'z'),
  fc.oneof(json, fc.dictionary(fc.constantFrom('u', 'v'), json)),
);
const placementWith = (id: string) =>
  fc
    .record({ blockType: fc.constantFrom(...BLOCKS), config })
    .map(({ blockType, config }) => p(id, blockType, config));
/** Unique ids from a small pool, so two lists share some. */
const list = fc
  .uniqueArray(fc.integer({ min: 0, max: 14 }), { maxLength: 10 })
  .chain((ids) => fc.tuple(...ids.map((n) => placementWith(`p${n}`))));

const get = (value: unknown, path: (string | number)[]) =>
  path.reduce<unknown>((v, key) => (v as Record<string | number, unknown> | undefined)?.[key], value);

describe('diffPlacements properties', () => {
  it('finds no change between a list and a copy of it', () => {
    fc.assert(fc.property(list, (l) => diffPlacements(l, structuredClone(l)).length === 0));
  });

  it('reports exactly the ids only one side has as removed and added', () => {
    fc.assert(
      fc.property(list, list, (before, after) => {
        const changes = diffPlacements(before, after);
        const ids = (kind: string) =>
          changes
            .filter((c) => c.kind === kind)
            .map((c) => c.placementId)
            .sort();
        const has = (l: Placement[]) => new Set(l.map((x) => x.id));
        expect(ids('removed')).toEqual(
          before
            .filter((x) => !has(after).has(x.id))
            .map((x) => x.id)
            .sort(),
        );
        expect(ids('added')).toEqual(
          after
            .filter((x) => !has(before).has(x.id))
            .map((x) => x.id)
            .sort(),
        );
      }),
    );
  });

  it('reports one move, or none, when one placement changes place', () => {
    fc.assert(
      fc.property(list, fc.nat(), fc.nat(), (before, i, j) => {
        fc.pre(before.length > 0);
        const after = [...before];
        const [moved] = after.splice(i % before.length, 1);
        after.splice(j % before.length, 0, moved!);
        const changes = diffPlacements(before, after);
        expect(changes.length).toBeLessThanOrEqual(1);
        expect(changes.every((c) => c.kind === 'moved')).toBe(true);
        if (i % before.length !== j % before.length) expect(changes).toHaveLength(1);
      }),
    );
  });

  it('reports every changed leaf with the values both sides really hold', () => {
    fc.assert(
      fc.property(list, list, (before, after) => {
        for (const change of diffPlacements(before, after)) {
          if (change.kind !== 'changed') continue;
          const old = before.find((x) => x.id === change.placementId);
          const now = after.find((x) => x.id === change.placementId);
          expect(sameValue(get(old, change.path), change.before)).toBe(true);
          expect(sameValue(get(now, change.path), change.after)).toBe(true);
          expect(sameValue(change.before, change.after)).toBe(false);
        }
      }),
    );
  });

  it('keeps the ones it does not report as moved in their relative order', () => {
    fc.assert(
      fc.property(list, list, (before, after) => {
        const changes = diffPlacements(before, after);
        const moved = new Set(changes.filter((c) => c.kind === 'moved').map((c) => c.placementId));
        const inAfter = new Set(after.map((x) => x.id));
        const stay = (l: Placement[]) =>
          l
            .filter((x) => inAfter.has(x.id) && before.some((b) => b.id === x.id) && !moved.has(x.id))
            .map((x) => x.id);
        expect(stay(after)).toEqual(stay(before));
      }),
    );
  });
});
