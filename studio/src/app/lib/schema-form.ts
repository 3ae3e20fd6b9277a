/**
 * Form fields from a block's config JSON Schema (what the server's zod emits: integer and number with
 * bounds, boolean, string, enum, const / union of literals, nullable, arrays of integers). The form only
 * helps staff fill it in: the server's zod schema is the single validator, and its field errors are
 * shown next to these fields on save. Anything this generator does not know becomes a JSON field.
 */

type Json = Record<string, unknown>;
export type Literal = string | number | boolean;

interface Base {
  name: string;
  label: string;
  /** undefined: no default. */
  default?: unknown;
  nullable: boolean;
}

export type FieldSpec =
  | (Base & { kind: 'number'; integer: boolean; min?: number; max?: number })
  | (Base & { kind: 'boolean' })
  | (Base & { kind: 'string'; minLength?: number; maxLength?: number })
  | (Base & { kind: 'enum'; options: Literal[] })
  | (Base & { kind: 'integerList'; min?: number; max?: number; minItems?: number })
  | (Base & { kind: 'json' });

/** 'maxCards' -> 'Max cards'. */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const isLiteral = (v: unknown): v is Literal =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

/** JavaScript's safe-integer bounds mean "no bound" to staff. */
const bound = (v: unknown): number | undefined =>
  typeof v === 'number' && Math.abs(v) < Number.MAX_SAFE_INTEGER ? v : undefined;

function describe(name: string, schema: Json, nullable: boolean, dflt: unknown): FieldSpec {
  const base: Base = {
    name,
    label: humanize(name),
    nullable,
    ...(dflt !== undefined ? { default: dflt } : {}),
  };
  const branches = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (Array.isArray(branches)) {
    const nonNull = branches.filter((b) => b.type !== 'null');
    const isNullable = nullable || nonNull.length < branches.length;
    if (nonNull.length > 0 && nonNull.every((b) => isLiteral(b.const))) {
      return { ...base, nullable: isNullable, kind: 'enum', options: nonNull.map((b) => b.const as Literal) };
    }
    if (nonNull.length === 1) return describe(name, nonNull[0]!, isNullable, dflt);
    return { ...base, kind: 'json' };
  }
  if (Array.isArray(schema.enum) && schema.enum.every(isLiteral)) {
    return { ...base, kind: 'enum', options: schema.enum as Literal[] };
  }
  if (isLiteral(schema.const)) return { ...base, kind: 'enum', options: [schema.const] };
  const type = Array.isArray(schema.type) ? schema.type.filter((t) => t !== 'null') : [schema.type];
  if (Array.isArray(schema.type) && type.length < schema.type.length) base.nullable = true;
  const min = bound(schema.minimum);
  const max = bound(schema.maximum);
  switch (type[0]) {
    case 'integer':
    case 'number':
      return {
        ...base,
        kind: 'number',
        integer: type[0] === 'integer',
        ...(min !== undefined ? { min } : {}),
        ...(max !== undefined ? { max } : {}),
      };
    case 'boolean':
      return { ...base, kind: 'boolean' };
    case 'string':
      return {
        ...base,
        kind: 'string',
        ...(typeof schema.minLength === 'number' ? { minLength: schema.minLength } : {}),
        ...(typeof schema.maxLength === 'number' ? { maxLength: schema.maxLength } : {}),
      };
    case 'array': {
      const items = (schema.items ?? {}) as Json;
      if (items.type === 'integer') {
        const imin = bound(items.minimum);
        const imax = bound(items.maximum);
        return {
          ...base,
          kind: 'integerList',
          ...(imin !== undefined ? { min: imin } : {}),
          ...(imax !== undefined ? { max: imax } : {}),
          ...(typeof schema.minItems === 'number' ? { minItems: schema.minItems } : {}),
        };
      }
      return { ...base, kind: 'json' };
    }
    default:
      return { ...base, kind: 'json' };
  }
}

/** One field per property of an object schema, in the schema's order. */
export function fieldsOf(configSchema: Json): FieldSpec[] {
  const properties = (configSchema.properties ?? {}) as Record<string, Json>;
  return Object.entries(properties).map(([name, schema]) => describe(name, schema, false, schema.default));
}

/** A default as staff read it: 'none' for null, '4, 5' for a list. */
export function describeDefault(value: unknown): string {
  if (value === null) return 'none';
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  return String(value);
}

/**
 * The config value an input's text stands for; `undefined` removes the key (the default applies).
 * Text that is no number is kept as is, so the server's validator names the problem.
 */
export function parseNumberInput(text: string, field: { nullable: boolean }): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return field.nullable ? null : undefined;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : trimmed;
}
