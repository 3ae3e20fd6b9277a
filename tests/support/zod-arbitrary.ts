/**
 * fast-check arbitraries derived from zod 4 schemas (no library supports zod 4 yet): values that the
 * schema mostly accepts, so that fuzzing reaches past validation into the handlers, mixed with values
 * that break it. Reads the schema's definition (`_zod.def`): its type, its checks (lengths, bounds,
 * patterns, integer) and its parts (shape, element, options, inner type).
 */
import fc from 'fast-check';

/** A zod 4 schema as far as this file reads it (the tests package does not depend on zod itself). */
export interface ZodLike {
  _zod: { def: unknown };
}

interface Check {
  check?: string;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}

interface Def {
  type: string;
  check?: string;
  checks?: Array<{ _zod: { def: Check } }>;
  shape?: Record<string, ZodLike>;
  element?: ZodLike;
  options?: ZodLike[];
  innerType?: ZodLike;
  in?: ZodLike;
  entries?: Record<string, string | number>;
  values?: unknown[];
  keyType?: ZodLike;
  valueType?: ZodLike;
  items?: ZodLike[];
  format?: string;
  pattern?: RegExp;
}

const defOf = (schema: ZodLike) => schema._zod.def as Def;
const checksOf = (def: Def): Check[] => [
  ...(def.check === undefined ? [] : [def as Check]),
  ...(def.checks ?? []).map((c) => c._zod.def),
];

/** Anything JSON can carry: what a client may send instead of the right type. */
export const anyJson = fc.jsonValue({ maxDepth: 3 });

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  const checks = checksOf(def);
  const pattern = checks.find((c) => c.pattern)?.pattern;
  if (pattern) return fc.stringMatching(pattern);
  if (def.format === 'email') return fc.emailAddress();
  const minLength = checks.find((c) => c.check === 'min_length')?.minimum ?? 0;
  const maxLength = Math.min(checks.find((c) => c.check === 'max_length')?.maximum ?? 40, minLength + 40);
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  const checks = checksOf(def);
  const low = checks.find((c) => c.check === 'greater_than');
  const high = checks.find((c) => c.check === 'less_than');
  const integer = checks.some((c) => c.format === 'safeint' || c.format === 'int32');
  const min = low?.value === undefined ? -1_000 : low.value + (low.inclusive ? 0 : integer ? 1 : 1e-9);
  const max = high?.value === undefined ? 1_000 : high.value - (high.inclusive ? 0 : integer ? 1 : 1e-9);
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** Values of `schema`, each part sometimes replaced by any JSON value (`breakRate`: 1 in n). */
export function arbitraryOf(schema: ZodLike, breakRate = 12): fc.Arbitrary<unknown> {
  const valid = validArbitrary(schema, breakRate);
  return fc.oneof({ weight: breakRate - 1, arbitrary: valid }, { weight: 1, arbitrary: anyJson });
}

function validArbitrary(schema: ZodLike, breakRate: number): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const part = (s: ZodLike) => arbitraryOf(s, breakRate);
  switch (def.type) {
    case 'string':
      return stringArbitrary(def);
    case 'number':
      return numberArbitrary(def);
    case 'bigint':
      return fc.bigInt().map(String);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { x: 'x' }));
    case 'optional':
      return fc.option(part(def.innerType!), { nil: undefined });
    case 'nullable':
      return fc.option(part(def.innerType!), { nil: null });
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return part(def.innerType!);
    case 'pipe':
      return part(def.in!);
    case 'array': {
      const checks = checksOf(def);
      const minLength = checks.find((c) => c.check === 'min_length')?.minimum ?? 0;
      const maxLength = Math.min(checks.find((c) => c.check === 'max_length')?.maximum ?? 5, minLength + 5);
      return fc.array(part(def.element!), { minLength, maxLength });
    }
    case 'tuple':
      return fc.tuple(...(def.items ?? []).map(part));
    case 'union':
      return fc.oneof(...(def.options ?? []).map(part));
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 8 }), part(def.valueType!), { maxKeys: 4 });
    case 'object': {
      const shape = def.shape ?? {};
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(shape)) record[key] = part(value);
      return fc.record(record);
    }
    default:
      // lazy, transform, custom, any, unknown...: whatever JSON can carry.
      return anyJson;
  }
}
