/**
 * A readable list of what changed between two placement lists (the conflict panel's "their changes").
 * Moves are the placements outside the longest common subsequence of the order, so moving one block
 * up two places reads as one move, not three.
 */
import type { Placement } from '@waypoint/schemas';
import { canonicalJson } from './placements.ts';

export interface Change {
  placementId: string;
  summary: string;
}

type Label = (blockType: string) => string;

function longestCommonSubsequence(a: readonly string[], b: readonly string[]): Set<string> {
  const n = a.length;
  const m = b.length;
  const table = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      table[i]![j] =
        a[i] === b[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
  const kept = new Set<string>();
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      kept.add(a[i]!);
      i++;
      j++;
    } else if (table[i + 1]![j]! > table[i]![j + 1]!) i++;
    // On a tie the later list's item is the one reported as moved: staff mostly move blocks up.
    else j++;
  }
  return kept;
}

const PARTS = ['config', 'audience', 'schedule'] as const;
const PART_NAMES = { config: 'settings', audience: 'audience', schedule: 'schedule' } as const;

export function diffPlacementLists(
  before: readonly Placement[],
  after: readonly Placement[],
  label: Label,
): Change[] {
  const changes: Change[] = [];
  const beforeById = new Map(before.map((p) => [p.id, p]));
  const afterById = new Map(after.map((p) => [p.id, p]));
  const name = (p: Placement) => `${label(p.blockType)} (${p.id})`;
  before.forEach((p, index) => {
    if (!afterById.has(p.id))
      changes.push({ placementId: p.id, summary: `Removed ${name(p)} from position ${index + 1}` });
  });
  after.forEach((p, index) => {
    if (!beforeById.has(p.id))
      changes.push({ placementId: p.id, summary: `Added ${name(p)} at position ${index + 1}` });
  });
  const common = (list: readonly Placement[], other: Map<string, Placement>) =>
    list.filter((p) => other.has(p.id)).map((p) => p.id);
  const kept = longestCommonSubsequence(common(before, afterById), common(after, beforeById));
  after.forEach((p, index) => {
    const old = beforeById.get(p.id);
    if (!old) return;
    if (!kept.has(p.id)) {
      changes.push({
        placementId: p.id,
        summary: `Moved ${name(p)} from position ${before.indexOf(old) + 1} to ${index + 1}`,
      });
    }
    for (const part of PARTS) {
      if (canonicalJson(old[part]) !== canonicalJson(p[part])) {
        changes.push({
          placementId: p.id,
          summary: `Changed the ${PART_NAMES[part]} of ${name(p)}: ${canonicalJson(old[part])} → ${canonicalJson(p[part])}`,
        });
      }
    }
  });
  return changes;
}
