/**
 * The patch from the page on screen to the page at the action's new address: the blocks whose JSON
 * differs, by id (ARCHITECTURE.md "Actions"). Both pages are composed by the page service, so what the
 * patch shows is by construction what a GET of the new address composes. Pure.
 */
import { type Block, type PageTree, type Patch, type PatchChange, REGIONS } from '@waypoint/schemas';

/**
 * 1. Per region, the ids both pages have must keep their order (a reordered page cannot be expressed as
 *    replacements by id: null, the client loads the page instead).
 * 2. A block whose JSON changed is replaced; one that is gone is removed (no blocks).
 * 3. A new block rides with the block before it (or, first in its region, with the one after it); a
 *    region that had no block to anchor it cannot be patched: null.
 */
export function pagePatch(
  before: PageTree,
  after: PageTree,
  /** Block types sent whole even when unchanged (the client may show an older state of them). */
  refresh: ReadonlySet<string> = new Set(),
): Patch | null {
  const changes: PatchChange[] = [];
  for (const region of REGIONS) {
    const regionChanges = regionPatch(before.regions[region], after.regions[region], refresh);
    if (regionChanges === null) return null;
    changes.push(...regionChanges);
  }
  return { mode: 'transactional', changes };
}

function regionPatch(
  before: readonly Block[],
  after: readonly Block[],
  refresh: ReadonlySet<string>,
): PatchChange[] | null {
  const old = new Map(before.map((b) => [b.id, JSON.stringify(b)]));
  const kept = after.filter((b) => old.has(b.id)).map((b) => b.id);
  const keptBefore = before.filter((b) => kept.includes(b.id)).map((b) => b.id);
  if (kept.join('\u0000') !== keptBefore.join('\u0000')) return null;

  const changes = new Map<string, Block[]>();
  const changed = (id: string) => {
    let list = changes.get(id);
    if (!list) {
      list = [];
      changes.set(id, list);
    }
    return list;
  };
  let anchor: string | null = null;
  const orphans: Block[] = [];
  for (const block of after) {
    if (old.has(block.id)) {
      const moved = orphans.splice(0);
      if (moved.length > 0 || refresh.has(block.type) || old.get(block.id) !== JSON.stringify(block)) {
        changed(block.id).push(...moved, block);
      }
      anchor = block.id;
    } else if (anchor !== null) {
      const list = changed(anchor);
      if (list.length === 0) list.push(after.find((b) => b.id === anchor)!);
      list.push(block);
    } else {
      orphans.push(block);
    }
  }
  if (orphans.length > 0) return null;
  for (const block of before) if (!kept.includes(block.id)) changes.set(block.id, []);
  return [...changes].map(([id, blocks]) => ({ id, blocks }));
}
