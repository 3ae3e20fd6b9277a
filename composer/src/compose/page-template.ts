/**
 * A composed page whose visitor blocks are holes: the JSON of the shared part cut at each slot marker, so
 * it can be cached and filled per request (ARCHITECTURE.md "Visitor data": the cached shared part plus
 * visitor blocks resolved per request). Pure string work: the shared part is never parsed again.
 */

/** The cached form: `parts[i]` comes before slot i, `parts[slots]` after the last one. */
export interface PageTemplate {
  parts: string[];
  /** The placement id of each slot. */
  slots: string[];
}

const MARKER = /\{"visitorSlot":(\d+)\}/g;

/** Cuts a serialised page at its `{"visitorSlot":n}` markers (which must appear in order 0, 1, ...). */
export function toTemplate(json: string, slots: readonly string[]): PageTemplate {
  const parts: string[] = [];
  let last = 0;
  let expected = 0;
  for (const m of json.matchAll(MARKER)) {
    if (Number(m[1]) !== expected) throw new TypeError(`slot ${m[1]} out of order (expected ${expected})`);
    parts.push(json.slice(last, m.index));
    last = m.index + m[0].length;
    expected += 1;
  }
  if (expected !== slots.length)
    throw new TypeError(`found ${expected} slot markers for ${slots.length} slots`);
  parts.push(json.slice(last));
  return { parts, slots: [...slots] };
}

/**
 * The page with each slot replaced by its blocks' JSON (an array of serialised blocks; empty when the
 * block is hidden for this visitor). An emptied slot takes one neighbouring comma with it, so the region
 * arrays stay valid JSON.
 */
export function fillTemplate(template: PageTemplate, blocks: ReadonlyArray<readonly string[]>): string {
  let out = template.parts[0] ?? '';
  for (let i = 0; i < template.slots.length; i++) {
    const filled = (blocks[i] ?? []).join(',');
    let next = template.parts[i + 1] ?? '';
    if (filled !== '') out += filled;
    else if (out.endsWith(',')) out = out.slice(0, -1);
    else if (next.startsWith(',')) next = next.slice(1);
    out += next;
  }
  return out;
}
