import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fillTemplate, toTemplate } from './page-template.ts';

const slot = (n: number) => ({ visitorSlot: n });
const block = (id: string) => ({ id, type: 'X', props: {} });

/** A page whose regions hold shared blocks and slots; `visitor` says what each slot resolves to. */
function page(regions: Array<Array<string | number>>) {
  const json = JSON.stringify({
    regions: regions.map((r) => r.map((x) => (typeof x === 'number' ? slot(x) : block(x)))),
  });
  return json;
}

describe('page templates', () => {
  it('fills slots with the visitor blocks and keeps the shared part as it was', () => {
    const t = toTemplate(page([['a', 0, 'b'], [1]]), ['p0', 'p1']);
    expect(t.parts).toHaveLength(3);
    const filled = fillTemplate(t, [
      [JSON.stringify(block('v0'))],
      [JSON.stringify(block('v1')), JSON.stringify(block('v2'))],
    ]);
    expect(JSON.parse(filled)).toEqual({
      regions: [
        [block('a'), block('v0'), block('b')],
        [block('v1'), block('v2')],
      ],
    });
  });

  it('drops an emptied slot with one of its commas, wherever it is in its region', () => {
    for (const regions of [[[0]], [[0, 'a']], [['a', 0]], [['a', 0, 'b']], [[0, 1]], [['a', 0, 1, 'b']]]) {
      const ids = regions.flat().filter((x) => typeof x === 'number');
      const t = toTemplate(page(regions), ids.map(String));
      const filled = fillTemplate(
        t,
        ids.map(() => []),
      );
      expect(JSON.parse(filled).regions, JSON.stringify(regions)).toEqual(
        regions.map((r) => r.filter((x) => typeof x === 'string').map((x) => block(x as string))),
      );
    }
  });

  it('gives valid JSON for any mix of shared blocks, filled and emptied slots', () => {
    const item = fc.oneof(fc.constant('shared' as const), fc.constant('slot' as const));
    fc.assert(
      fc.property(
        fc.array(fc.array(item, { maxLength: 5 }), { minLength: 1, maxLength: 4 }),
        fc.array(fc.boolean(), { maxLength: 20 }),
        (shape, fills) => {
          let n = 0;
          const regions = shape.map((r) => r.map((x, i) => (x === 'slot' ? n++ : `s${i}`)));
          const t = toTemplate(
            page(regions),
            Array.from({ length: n }, (_, i) => `p${i}`),
          );
          const blocks = Array.from({ length: n }, (_, i) =>
            fills[i] ? [JSON.stringify(block(`v${i}`))] : [],
          );
          const parsed = JSON.parse(fillTemplate(t, blocks)) as { regions: Array<Array<{ id: string }>> };
          const expected = regions.map((r) =>
            r.flatMap((x) => (typeof x === 'number' ? (fills[x] ? [`v${x}`] : []) : [x])),
          );
          expect(parsed.regions.map((r) => r.map((b) => b.id))).toEqual(expected);
        },
      ),
    );
  });

  it('refuses markers that do not match the slots', () => {
    expect(() => toTemplate(page([[0]]), [])).toThrow(/1 slot markers for 0 slots/);
    expect(() => toTemplate(page([[1, 0]]), ['a', 'b'])).toThrow(/out of order/);
  });
});
