/**
 * What changed between two placement lists, in words a marketer reads. Placements are matched by id.
 * Moves are found with a longest increasing subsequence over the ids both lists share: the largest set
 * that kept its relative order stays put, everything else moved. So dragging one block reports one move,
 * and adding or removing a block moves nothing else. Inside a placement, `config`, `audience` and
 * `schedule` are compared per leaf (objects are walked, arrays compared whole).
 *
 * `index`, `from` and `to` are array indices (0-based); summaries count positions from 1.
 */
import type { DiffChange, Placement } from '@waypoint/schemas';

type Path = (string | number)[];

const FIELDS = ['config', 'audience', 'schedule'] as const;
const MAX_VALUE_CHARS = 80;

export function diffPlacements(before: readonly Placement[], after: readonly Placement[]): DiffChange[] {
  const beforeAt = indexById(before);
  const afterAt = indexById(after);
  const changes: DiffChange[] = [];

  // 1. Removed, in their old order.
  before.forEach((p, index) => {
    if (afterAt.has(p.id) || beforeAt.get(p.id) !== index) return;
    changes.push({
      kind: 'removed',
      placementId: p.id,
      blockType: p.blockType,
      index,
      summary: `Removed ${label(p)} from position ${index + 1}`,
    });
  });

  // 2. Which shared placements kept their relative order.
  const shared = before.filter((p, i) => afterAt.has(p.id) && beforeAt.get(p.id) === i);
  const kept = new Set(longestIncreasingRun(shared.map((p) => afterAt.get(p.id)!)).map((k) => shared[k]!.id));

  // 3. Added, moved and changed, in the new order.
  after.forEach((p, index) => {
    if (afterAt.get(p.id) !== index) return; // a duplicate id (never stored): compared once
    const from = beforeAt.get(p.id);
    if (from === undefined) {
      changes.push({
        kind: 'added',
        placementId: p.id,
        blockType: p.blockType,
        index,
        summary: `Added ${label(p)} at position ${index + 1}`,
      });
      return;
    }
    if (!kept.has(p.id)) {
      changes.push({
        kind: 'moved',
        placementId: p.id,
        blockType: p.blockType,
        from,
        to: index,
        summary: `Moved ${label(p)} from position ${from + 1} to ${index + 1}`,
      });
    }
    const old = before[from]!;
    const leaves: { path: Path; before: unknown; after: unknown }[] = [];
    if (old.blockType !== p.blockType)
      leaves.push({ path: ['blockType'], before: old.blockType, after: p.blockType });
    for (const field of FIELDS) walk([field], old[field] ?? {}, p[field] ?? {}, leaves);
    for (const leaf of leaves) {
      changes.push({
        kind: 'changed',
        placementId: p.id,
        blockType: p.blockType,
        ...leaf,
        summary: changedSummary(leaf, p),
      });
    }
  });
  return changes;
}

function indexById(list: readonly Placement[]): Map<string, number> {
  const at = new Map<string, number>();
  list.forEach((p, i) => {
    if (!at.has(p.id)) at.set(p.id, i);
  });
  return at;
}

const label = (p: Placement) => `"${p.blockType}" (${p.id})`;

/**
 * Positions (into `values`) of one longest strictly increasing subsequence, by patience sorting in
 * O(n log n). Ties between equally long runs go to the one ending earliest.
 */
export function longestIncreasingRun(values: readonly number[]): number[] {
  const tails: number[] = []; // tails[k]: position of the smallest last value of a run of length k+1
  const previous: number[] = new Array(values.length).fill(-1);
  values.forEach((value, i) => {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (values[tails[mid]!]! < value) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) previous[i] = tails[lo - 1]!;
    tails[lo] = i;
  });
  const run: number[] = [];
  for (let i = tails.length > 0 ? tails[tails.length - 1]! : -1; i !== -1; i = previous[i]!) run.push(i);
  return run.reverse();
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Structural equality of JSON values; object key order does not matter. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a).filter((k) => a[k] !== undefined);
    const otherKeys = Object.keys(b).filter((k) => b[k] !== undefined);
    return keys.length === otherKeys.length && keys.every((k) => sameValue(a[k], b[k]));
  }
  return false;
}

function walk(
  path: Path,
  a: unknown,
  b: unknown,
  out: { path: Path; before: unknown; after: unknown }[],
): void {
  if (sameValue(a, b)) return;
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = [...Object.keys(a), ...Object.keys(b).filter((k) => !(k in a))];
    for (const key of keys) walk([...path, key], a[key], b[key], out);
    return;
  }
  out.push({ path, before: a, after: b });
}

function show(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS - 1)}…` : text;
}

function changedSummary(leaf: { path: Path; before: unknown; after: unknown }, p: Placement): string {
  const where = `${leaf.path.join('.')} of ${label(p)}`;
  if (leaf.before === undefined) return `Set ${where} to ${show(leaf.after)}`;
  if (leaf.after === undefined) return `Removed ${where} (was ${show(leaf.before)})`;
  return `Changed ${where} from ${show(leaf.before)} to ${show(leaf.after)}`;
}
