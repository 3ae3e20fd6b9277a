/** Pure edits of a layout's placement list (the editor's state), and equality as the server sees it. */
import type { BlockType, Placement } from '@waypoint/schemas';

/** Moves the item at `from` to `to` (both indexes in the list before the move). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

function kebab(type: string): string {
  return type.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** An id not used in the list: '<block-type>-<random>' (placement ids are unique within a layout). */
export function uniquePlacementId(
  list: readonly Pick<Placement, 'id'>[],
  blockType: string,
  random: () => string = () => Math.random().toString(36).slice(2, 8),
): string {
  const taken = new Set(list.map((p) => p.id));
  for (;;) {
    const id = `${kebab(blockType)}-${random()}`;
    if (!taken.has(id)) return id;
  }
}

export function newPlacement(list: readonly Placement[], blockType: BlockType): Placement {
  return {
    id: uniquePlacementId(list, blockType),
    blockType,
    config: {},
    audience: {},
    schedule: { from: null, until: null },
  };
}

/** A copy of the placement at `index`, with a new id, right after it. */
export function duplicateAt(list: readonly Placement[], index: number): Placement[] {
  const source = list[index];
  if (!source) return [...list];
  const copy: Placement = structuredClone(source);
  copy.id = uniquePlacementId(list, source.blockType);
  return [...list.slice(0, index + 1), copy, ...list.slice(index + 1)];
}

export function insertAt<T>(list: readonly T[], index: number, item: T): T[] {
  const at = Math.max(0, Math.min(index, list.length));
  return [...list.slice(0, at), item, ...list.slice(at)];
}

/** JSON with object keys sorted, so equal content compares equal whatever the key order. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      return Object.fromEntries(
        Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
      );
    }
    return v;
  });
}

export function samePlacements(a: readonly unknown[], b: readonly unknown[]): boolean {
  return canonicalJson(a) === canonicalJson(b);
}
