import type { Device } from '@waypoint/schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assignExperiment,
  assignExperiments,
  EXPERIMENTS,
  type ExperimentDefinition,
  experimentByName,
  experimentEntity,
  experimentFlag,
  parseExperimentFlag,
  reportedVariant,
  threeWay,
  twoWay,
} from './experiments.ts';
import golden from './golden/experiments.json' with { type: 'json' };

const NOW = new Date('2025-01-01T00:00:00Z');
const DEVICES: Device[] = ['mobile', 'tablet', 'desktop'];
const fixed = (r: number) => () => r;

describe('experiment table', () => {
  it.each(golden.experiments)('$name: $split', (row) => {
    const def = experimentByName(row.name);
    expect(def).toBeDefined();
    expect(def?.cookie).toBe(row.cookie);
    expect(def?.variants.v1).toEqual(row.v1);
    expect(def?.variants.v2).toEqual(row.v2);
    expect(def?.variants.v3).toEqual('v3' in row ? row.v3 : undefined);
  });

  it('has exactly the rows of the table, each summing to 100 per device', () => {
    expect(EXPERIMENTS.map((e) => e.name).sort()).toEqual(golden.experiments.map((e) => e.name).sort());
    for (const def of EXPERIMENTS) {
      for (const d of DEVICES) {
        const total = def.variants.v1[d] + def.variants.v2[d] + (def.variants.v3?.[d] ?? 0);
        expect(total).toBe(100);
      }
    }
  });
});

describe('assignExperiment', () => {
  const half = twoWay('T', [50, 50, 50]);
  const calendar = experimentByName('calendar')!;

  it('draws by walking the device weights', () => {
    expect(assignExperiment(half, { device: 'mobile', now: NOW, random: fixed(0.49) }).variant).toBe('v1');
    expect(assignExperiment(half, { device: 'mobile', now: NOW, random: fixed(0.5) }).variant).toBe('v2');
    expect(assignExperiment(calendar, { device: 'mobile', now: NOW, random: fixed(0.99) }).variant).toBe(
      'v1',
    );
    expect(assignExperiment(calendar, { device: 'tablet', now: NOW, random: fixed(0) }).variant).toBe('v2');
    const abc = threeWay('ABC_T', [20, 20, 20], [30, 30, 30]);
    const at = (r: number) =>
      assignExperiment(abc, { device: 'desktop', now: NOW, random: fixed(r) }).variant;
    expect([at(0), at(0.49), at(0.5), at(0.69), at(0.7), at(0.999)]).toEqual([
      'v1',
      'v1',
      'v2',
      'v2',
      'v3',
      'v3',
    ]);
  });

  it('stores a draw for 30 days with SameSite Lax', () => {
    const result = assignExperiment(half, { device: 'desktop', now: NOW, random: fixed(0.9) });
    expect(result).toEqual({
      variant: 'v2',
      source: 'draw',
      setCookie: { name: 'T-version', value: 'v2', maxAgeSeconds: 2_592_000, path: '/', sameSite: 'lax' },
    });
  });

  it('keeps a valid cookie without re-setting it', () => {
    const result = assignExperiment(half, {
      device: 'desktop',
      cookieValue: 'v2',
      now: NOW,
      random: fixed(0),
    });
    expect(result).toEqual({ variant: 'v2', source: 'cookie', setCookie: null });
  });

  it('ignores invalid cookie values and draws again', () => {
    for (const cookieValue of ['v3', 'b', 'yes', '']) {
      const result = assignExperiment(half, { device: 'desktop', cookieValue, now: NOW, random: fixed(0) });
      expect(result.source).toBe('draw');
      expect(result.setCookie?.value).toBe('v1');
    }
  });

  it('lets the query override the cookie and stores it', () => {
    const result = assignExperiment(half, {
      device: 'desktop',
      cookieValue: 'v1',
      queryValue: 'V2',
      now: NOW,
      random: fixed(0),
    });
    expect(result.variant).toBe('v2');
    expect(result.source).toBe('query');
    expect(result.setCookie?.value).toBe('v2');
    expect(
      assignExperiment(half, { device: 'desktop', queryValue: 'zzz', now: NOW, random: fixed(0) }).source,
    ).toBe('draw');
  });

  it('lets x-calendar-version force the calendar variant', () => {
    const result = assignExperiment(calendar, {
      device: 'mobile',
      headerValue: 'v2',
      now: NOW,
      random: fixed(0),
    });
    expect(result).toMatchObject({ variant: 'v2', source: 'query', reason: 'header x-calendar-version' });
    expect(
      assignExperiment(half, { device: 'mobile', headerValue: 'v2', now: NOW, random: fixed(0) }).variant,
    ).toBe('v1');
  });

  it('falls back to v1 after the end date, whatever the overrides', () => {
    const ended: ExperimentDefinition = { ...half, endsAt: '2024-12-31T23:59:59Z' };
    const result = assignExperiment(ended, {
      device: 'desktop',
      cookieValue: 'v2',
      queryValue: 'v2',
      now: NOW,
      random: fixed(0.9),
    });
    expect(result).toMatchObject({ variant: 'v1', source: 'ended', setCookie: null });
    const running: ExperimentDefinition = { ...half, endsAt: '2025-06-01T00:00:00Z' };
    expect(
      assignExperiment(running, { device: 'desktop', cookieValue: 'v2', now: NOW, random: fixed(0) }).variant,
    ).toBe('v2');
  });

  it('never throws and always returns a defined variant', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...EXPERIMENTS),
        fc.anything(),
        fc.anything(),
        fc.oneof(fc.double(), fc.constant(Number.NaN)),
        (def, cookieValue, device, r) => {
          const result = assignExperiment(def, {
            device: device as Device,
            cookieValue: cookieValue as string,
            now: NOW,
            random: () => r,
          });
          expect(def.variants[result.variant]).toBeDefined();
        },
      ),
    );
  });

  it('never assigns a variant with zero weight on a draw', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...EXPERIMENTS),
        fc.constantFrom(...DEVICES),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (def, device, r) => {
          const { variant } = assignExperiment(def, { device, now: NOW, random: () => r });
          expect(def.variants[variant]?.[device]).toBeGreaterThan(0);
        },
      ),
    );
  });
});

describe('assignExperiments', () => {
  it('assigns every experiment and collects the cookies to set', () => {
    const defs = [
      experimentByName('ABMvpPdp')!,
      experimentByName('ABShowChatbot')!,
      experimentByName('calendar')!,
    ];
    const result = assignExperiments(defs, {
      device: 'desktop',
      cookies: { 'ABMvpPdp-version': 'v2' },
      query: { ABShowChatbot: 'v2' },
      headers: { 'x-calendar-version': 'v1' },
      now: NOW,
      random: fixed(0),
    });
    expect(result.experiments).toEqual({ ABMvpPdp: 'v2', ABShowChatbot: 'v2', calendar: 'v1' });
    expect(result.cookies.map((c) => `${c.name}=${c.value}`)).toEqual([
      'ABShowChatbot-version=v2',
      'calendar-version=v1',
    ]);
  });
});

describe('reporting', () => {
  it('reports v1, v2, v3 as a, b, c', () => {
    expect([reportedVariant('v1'), reportedVariant('v2'), reportedVariant('v3')]).toEqual(['a', 'b', 'c']);
  });

  it('builds the experiment entity with the id before the first dash', () => {
    expect(experimentEntity('ABMvpPdp-50-50-50', 'v2')).toEqual({
      id: 'ABMvpPdp',
      name: 'ABMvpPdp-50-50-50',
      owner: 'web',
      variant: 'b',
    });
    expect(experimentEntity('calendar', 'v1').id).toBe('calendar');
  });
});

describe('experiment flags', () => {
  it.each([
    ['ABMvpPdp-50-50-50', { v1: [50, 50, 50], v2: [50, 50, 50] }],
    ['ABPromoBannerBFCheckout-0-0-100', { v1: [100, 100, 0], v2: [0, 0, 100] }],
    ['ABcategoriesCalendarPdp-00-100-100', { v1: [100, 0, 0], v2: [0, 100, 100] }],
    ['ABC_PLPRevamp-0-0-0_0-0-0', { v1: [100, 100, 100], v2: [0, 0, 0], v3: [0, 0, 0] }],
    ['ABC_X-10-20-30_30-20-10', { v1: [60, 60, 60], v2: [10, 20, 30], v3: [30, 20, 10] }],
  ])('parses %s', (flag, expected) => {
    const def = parseExperimentFlag(flag)!;
    const triple = (w?: Record<Device, number>) => (w ? [w.mobile, w.tablet, w.desktop] : undefined);
    expect(triple(def.variants.v1)).toEqual(expected.v1);
    expect(triple(def.variants.v2)).toEqual(expected.v2);
    expect(triple(def.variants.v3)).toEqual('v3' in expected ? expected.v3 : undefined);
  });

  it.each(['ABMvpPdp', 'X-50-50', 'X-60-60-101', '-1-2-3', 'ABC_X-60-0-0_50-0-0'])('rejects %s', (flag) => {
    expect(parseExperimentFlag(flag)).toBeNull();
  });

  it('round-trips every table entry and any generated flag', () => {
    for (const def of EXPERIMENTS)
      expect(parseExperimentFlag(experimentFlag(def))?.variants).toEqual(def.variants);
    const pct = fc.integer({ min: 0, max: 50 });
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{0,20}$/),
        fc.boolean(),
        fc.array(pct, { minLength: 6, maxLength: 6 }),
        (name, three, p) => {
          const def = three
            ? threeWay(`ABC_${name}`, [p[0]!, p[1]!, p[2]!], [p[3]!, p[4]!, p[5]!])
            : twoWay(name, [p[0]!, p[1]!, p[2]!]);
          expect(parseExperimentFlag(experimentFlag(def))).toEqual(def);
        },
      ),
    );
    fc.assert(fc.property(fc.string(), (s) => void parseExperimentFlag(s)));
  });
});
