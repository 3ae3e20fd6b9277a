/**
 * The studio's block palette, from the block definitions: every block type with its label and description
 * for marketing staff, its region, the page kinds it may be placed on, and its CMS config as JSON Schema
 * generated from the zod schema (the studio builds its forms from it; the zod schema stays the validator
 * on save). Field descriptions written with `.describe()` reach the forms as hints.
 */
import { BLOCK_DEFINITIONS, type BlockTypeInfo, REGIONS } from '@waypoint/schemas';
import { z } from 'zod';

let cached: BlockTypeInfo[] | undefined;

/** Ordered as a page reads: header, main, footer, overlays; by label within each region. */
export function blockTypeInfos(): BlockTypeInfo[] {
  cached ??= BLOCK_DEFINITIONS.map((definition) => {
    const schema = definition.config as z.ZodType;
    return {
      type: definition.type,
      label: definition.label,
      description: definition.description,
      region: definition.region,
      pageKinds: [...definition.pageKinds],
      configSchema: inlineRoot(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })),
      defaultConfig: schema.parse({}) as Record<string, unknown>,
    };
  }).sort((a, b) => REGIONS.indexOf(a.region) - REGIONS.indexOf(b.region) || a.label.localeCompare(b.label));
  return cached;
}

/**
 * zod emits `{ $ref: '#/$defs/X', $defs }` for schemas with an id; the studio's form generator wants one
 * self-contained schema, so every reference is replaced by its definition (configs have no cycles).
 */
function inlineRoot(schema: Record<string, unknown>): Record<string, unknown> {
  const defs = (schema['$defs'] ?? {}) as Record<string, unknown>;
  const resolve = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(resolve);
    if (node === null || typeof node !== 'object') return node;
    const { $ref, $defs: _defs, ...rest } = node as Record<string, unknown>;
    const target = typeof $ref === 'string' ? defs[$ref.replace('#/$defs/', '')] : undefined;
    const merged = target ? { ...(resolve(target) as object), ...rest } : rest;
    return Object.fromEntries(Object.entries(merged).map(([k, v]) => [k, resolve(v)]));
  };
  return resolve(schema) as Record<string, unknown>;
}
