import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allowedOn,
  BLOCK_CONFIG_SCHEMAS,
  BLOCK_PROPS_SCHEMAS,
  BLOCK_REGION,
  BLOCK_TYPES,
  BLOCKS,
  Block,
  BlockType,
  HYDRATION,
} from './block.ts';
import { BLOCK_DEFINITIONS } from './blocks/index.gen.ts';
import { AudienceRule, Placement, ScheduleWindow } from './cms.ts';
import { MARKETS } from './context.ts';
import { pageKindOfKey } from './page-kinds.ts';

describe('block tables', () => {
  it('every block type has props, config and a region', () => {
    expect(Object.keys(BLOCK_CONFIG_SCHEMAS).sort()).toEqual([...BLOCK_TYPES].sort());
    expect(Object.keys(BLOCK_REGION).sort()).toEqual([...BLOCK_TYPES].sort());
    expect(BLOCK_TYPES).toContain('HeroSlider');
    expect(BLOCK_TYPES).toHaveLength(Object.keys(BLOCK_PROPS_SCHEMAS).length);
  });

  it('every config schema accepts an empty object (defaults fill it in)', () => {
    for (const type of BLOCK_TYPES) expect(BLOCK_CONFIG_SCHEMAS[type].safeParse({}).success, type).toBe(true);
  });
});

describe('Block union', () => {
  const block = {
    id: 'home-us-promise',
    type: 'PromiseSection',
    props: { title: 'Our promise', boxes: [{ icon: 'tag', title: 'Best price', text: '...', link: null }] },
  };

  it('accepts a block, with nested children', () => {
    expect(Block.parse(block)).toEqual(block);
    expect(Block.parse({ ...block, children: [block] }).children).toHaveLength(1);
  });

  it('rejects an unknown type and props of another type', () => {
    expect(Block.safeParse({ ...block, type: 'Carousel' }).success).toBe(false);
    expect(Block.safeParse({ ...block, type: 'ReferAFriendBanner' }).success).toBe(false);
  });
});

describe('Placement', () => {
  it('validates config against the block type, with field paths', () => {
    const result = Placement.safeParse({
      id: 'p1',
      blockType: 'ThemedCarousel',
      config: { from: 4, to: 2 },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path)).toContainEqual(['config', 'to']);
  });

  it('fills in the audience and schedule', () => {
    const p = Placement.parse({ id: 'p1', blockType: 'HeroSlider', config: {} });
    expect(p.audience).toEqual({});
    expect(p.schedule).toEqual({ from: null, until: null });
  });

  it('compares window ends as instants, whatever their offsets', () => {
    expect(
      ScheduleWindow.safeParse({ from: '2030-01-01T10:00:00+05:00', until: '2030-01-01T06:00:00Z' }).success,
    ).toBe(true);
    expect(
      ScheduleWindow.safeParse({ from: '2030-01-01T06:00:00Z', until: '2030-01-01T10:00:00+05:00' }).success,
    ).toBe(false);
  });

  it('rejects a window that ends before it starts', () => {
    expect(
      ScheduleWindow.safeParse({ from: '2026-12-01T00:00:00Z', until: '2026-11-01T00:00:00Z' }).success,
    ).toBe(false);
  });
});

describe('round trip', () => {
  it('an audience rule survives JSON (as stored in the content store)', () => {
    const rule = fc.record(
      {
        markets: fc.uniqueArray(fc.constantFrom(...MARKETS), { minLength: 1 }),
        devices: fc.uniqueArray(fc.constantFrom('mobile', 'tablet', 'desktop'), { minLength: 1 }),
        affiliates: fc.array(fc.integer({ min: 1, max: 20_000 }), { minLength: 1 }),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(rule, (r) => {
        const parsed = AudienceRule.parse(JSON.parse(JSON.stringify(r)));
        expect(parsed).toEqual(r);
      }),
    );
  });
});

describe('block definitions', () => {
  it('state every fact once: a page kind, a label and a description for each type', () => {
    for (const definition of BLOCK_DEFINITIONS) {
      expect(definition.pageKinds.length, definition.type).toBeGreaterThan(0);
      expect(definition.label.length, definition.type).toBeGreaterThan(2);
      expect(definition.description.length, definition.type).toBeGreaterThan(20);
      expect(BLOCKS[definition.type]).toBe(definition);
    }
  });

  it('make the wire type of exactly the definitions in schemas/src/blocks, each in its own file', () => {
    // The files on disk, not the generated list: a definition left out of `pnpm gen` or a stray type fails.
    const dir = new URL('./blocks/', import.meta.url);
    const onDisk = readdirSync(dir)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .flatMap((file) =>
        [...readFileSync(new URL(file, dir), 'utf8').matchAll(/defineBlock\(\{\s*type: '(\w+)'/g)].map(
          (m) => ({
            file,
            type: m[1]!,
          }),
        ),
      );
    expect(onDisk.length).toBeGreaterThan(40);
    for (const { file, type } of onDisk) {
      expect(file, type).toBe(`${type.replace(/(?<!^)([A-Z])/g, '-$1').toLowerCase()}.ts`);
    }
    expect([...BlockType.options].sort()).toEqual(onDisk.map((d) => d.type).sort());
    for (const stray of ['NotABlock', 'heroSlider', 'HeroSliderDefinition', ''])
      expect(BlockType.safeParse(stray).success, stray).toBe(false);
  });

  it('derive the islands and when each hydrates', () => {
    expect(HYDRATION).toMatchObject({ HeroSlider: 'load', ErrorModal: 'load', Header: 'idle' });
    // The footer hydrates only for its markets modal, when it scrolls into view, and stays static without one.
    expect(HYDRATION).toMatchObject({ Footer: 'visible' });
    expect(BLOCKS.Footer.interactive.staticWhen?.({ markets: [] } as never)).toBe(true);
    expect(Object.keys(HYDRATION)).not.toContain('Breadcrumbs');
    expect(BLOCKS.HeroSlider.interactive.staticWhen?.({ variant: 'static' } as never)).toBe(true);
  });

  it('say which page kinds may hold a type', () => {
    expect(allowedOn('HeroSlider', 'home')).toBe(true);
    expect(allowedOn('HeroSlider', 'product')).toBe(false);
    expect(allowedOn('ErrorPage', 'error')).toBe(true);
    expect(allowedOn('Header', 'product')).toBe(true);
  });
});

describe('page kinds', () => {
  it.each([
    ['home', 'home'],
    ['landing:summer-sale', 'landing'],
    ['product', 'product'],
    ['error:404', 'error'],
    ['dup', null],
    ['', null],
  ])('the page key %j is of kind %j', (key, kind) => {
    expect(pageKindOfKey(key)).toBe(kind);
  });
});

describe('descriptions', () => {
  it('written on schema fields reach the published JSON Schema', () => {
    const json = readFileSync(new URL('../json/page-tree.schema.json', import.meta.url), 'utf8');
    expect(json).toContain('Sanitised HTML (storefront.md §3: hero texts may contain HTML).');
    expect(json).toContain('Opens in a new tab (external sites).');
  });
});
