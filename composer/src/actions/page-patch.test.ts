import type { Block, PageTree } from '@waypoint/schemas';
import { describe, expect, it } from 'vitest';
import { pagePatch } from './page-patch.ts';

const b = (id: string, v = 1) => ({ id, type: 'TripOverview', props: { v } }) as unknown as Block;
const page = (main: Block[], header: Block[] = []) =>
  ({ regions: { header, main, footer: [], overlays: [] } }) as unknown as PageTree;

/** Applies a patch the way a client does: each change replaces the block with its id. */
function apply(tree: PageTree, patch: NonNullable<ReturnType<typeof pagePatch>>): PageTree {
  const regions = Object.fromEntries(
    Object.entries(tree.regions).map(([name, blocks]) => [
      name,
      blocks.flatMap((block) => patch.changes.find((c) => c.id === block.id)?.blocks ?? [block]),
    ]),
  );
  return { ...tree, regions } as PageTree;
}

describe('pagePatch', () => {
  it('is empty when nothing changed', () => {
    expect(pagePatch(page([b('a'), b('b')]), page([b('a'), b('b')]))).toEqual({
      mode: 'transactional',
      changes: [],
    });
  });

  it('replaces exactly the blocks whose JSON changed', () => {
    const patch = pagePatch(page([b('a'), b('b'), b('c')]), page([b('a'), b('b', 2), b('c')]));
    expect(patch?.changes).toEqual([{ id: 'b', blocks: [b('b', 2)] }]);
  });

  it('removes a block that is gone, and brings a new one with its neighbour', () => {
    const before = page([b('a'), b('b'), b('c')]);
    const after = page([b('a'), b('n'), b('c'), b('z')]);
    const patch = pagePatch(before, after)!;
    expect(apply(before, patch)).toEqual(after);
    expect(patch.changes).toContainEqual({ id: 'b', blocks: [] });
  });

  it('anchors a new first block on the block after it', () => {
    const before = page([b('a')]);
    const after = page([b('n'), b('a')]);
    const patch = pagePatch(before, after)!;
    expect(patch.changes).toEqual([{ id: 'a', blocks: [b('n'), b('a')] }]);
    expect(apply(before, patch)).toEqual(after);
  });

  it('cannot patch reordered blocks or a region that had none: null, the client loads the page', () => {
    expect(pagePatch(page([b('a'), b('b')]), page([b('b'), b('a')]))).toBeNull();
    expect(pagePatch(page([b('a')], []), page([b('a')], [b('h')]))).toBeNull();
  });
});
