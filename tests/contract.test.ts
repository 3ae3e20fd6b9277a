/**
 * The published JSON Schema validates real composer output, checked by an independent validator
 * (ajv, not zod), for every market and every site kind, so other clients can trust the contract.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { MARKETS } from '@waypoint/config';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedValidator } from './support/published-schema.ts';
import { type Stack, startStack } from './support/stack.ts';

const validate = publishedValidator('page-tree');

const SITES: Array<{ name: string; host: string; query: string; cookie?: string }> = [
  { name: 'www', host: 'www.localhost:3000', query: '' },
  { name: 'advisors', host: 'advisors.localhost:3000', query: '' },
  { name: 'sales', host: 'sales.localhost:3000', query: '', cookie: 'wp_user=c-1' },
  { name: 'partner', host: 'viajes.localhost:3000', query: '' },
  { name: 'private label', host: 'localhost:3000', query: '?advisor_token=adv-demo-1' },
  { name: 'reseller', host: 'localhost:3000', query: '?utm_reseller=last_minute' },
  { name: 'error modal', host: 'localhost:3000', query: '?errorCode=ERR_SALES_AUTH' },
];

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

describe.each(SITES)('contract on the $name site', ({ host, query, cookie }) => {
  it.each(MARKETS)('%s home page validates against page-tree.schema.json', async (market) => {
    const res = await stack.composer.inject({
      url: `/v1/pages/${market}${query}`,
      headers: { host, ...(cookie ? { cookie } : {}) },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const ok = validate(body);
    expect(validate.errors ?? [], JSON.stringify(validate.errors?.slice(0, 3))).toEqual([]);
    expect(ok).toBe(true);
    expect(body.regions.main.length).toBeGreaterThan(3);
  });
});

it('the error pages validate too', async () => {
  for (const path of ['/us/404', '/es/500']) {
    const res = await stack.composer.inject({ url: `/v1/pages${path}` });
    expect(validate(res.json()), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
  }
});

it('the schema rejects a broken tree (the validator is not vacuous)', () => {
  expect(validate({ schemaVersion: 1, page: {}, context: {}, regions: {} })).toBe(false);
  expect(validate({ schemaVersion: 2 })).toBe(false);
});

/**
 * The published documents use standard JSON Schema only (zod's `startsWith` used to
 * publish `format: "starts_with"`, which other validators ignore), checked by walking every document and
 * by a strict Ajv, which refuses unknown keywords and formats.
 */
describe('the published JSON Schemas use standard keywords only', () => {
  const SCHEMA_DIR = new URL('../schemas/json/', import.meta.url);
  const documents = readdirSync(SCHEMA_DIR)
    .filter((name) => name.endsWith('.schema.json'))
    .map((name) => ({ name, schema: JSON.parse(readFileSync(new URL(name, SCHEMA_DIR), 'utf8')) }));

  /** The `format` values of draft 2020-12 §7.3. */
  const STANDARD_FORMATS = new Set([
    ...['date-time', 'date', 'time', 'duration', 'email', 'idn-email', 'hostname', 'idn-hostname'],
    ...['ipv4', 'ipv6', 'uri', 'uri-reference', 'iri', 'iri-reference', 'uuid', 'uri-template'],
    ...['json-pointer', 'relative-json-pointer', 'regex'],
  ]);
  /** Keywords whose value is a schema, an array of schemas, or a map of names to schemas. */
  const SCHEMA = ['additionalProperties', 'items', 'contains', 'not', 'if', 'then', 'else', 'propertyNames'];
  const SCHEMA_LIST = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
  const SCHEMA_MAP = ['properties', 'patternProperties', '$defs', 'dependentSchemas'];
  const MORE = ['unevaluatedItems', 'unevaluatedProperties', 'contentSchema'];
  /** Every other keyword of the 2020-12 vocabularies (core, validation, meta-data, format, content). */
  const VALUES = [
    ...['$schema', '$id', '$ref', '$anchor', '$dynamicRef', '$dynamicAnchor', '$vocabulary', '$comment'],
    ...['type', 'enum', 'const', 'multipleOf', 'maximum', 'exclusiveMaximum', 'minimum', 'exclusiveMinimum'],
    ...['maxLength', 'minLength', 'pattern', 'maxItems', 'minItems', 'uniqueItems', 'maxContains'],
    ...['minContains', 'maxProperties', 'minProperties', 'required', 'dependentRequired', 'title'],
    ...['description', 'default', 'deprecated', 'readOnly', 'writeOnly', 'examples', 'format'],
    ...['contentEncoding', 'contentMediaType'],
  ];
  const KEYWORDS = new Set([...SCHEMA, ...SCHEMA_LIST, ...SCHEMA_MAP, ...MORE, ...VALUES]);

  /** Every non-standard keyword or format, as 'path: problem'. */
  function nonStandard(schema: unknown, path: string): string[] {
    if (typeof schema === 'boolean') return [];
    if (typeof schema !== 'object' || schema === null) return [`${path}: not a schema`];
    const problems: string[] = [];
    for (const [key, value] of Object.entries(schema)) {
      const at = `${path}/${key}`;
      if (!KEYWORDS.has(key)) problems.push(`${at}: unknown keyword`);
      else if (key === 'format' && !STANDARD_FORMATS.has(value)) problems.push(`${at}: format "${value}"`);
      else if (SCHEMA.includes(key) || MORE.includes(key)) problems.push(...nonStandard(value, at));
      else if (SCHEMA_LIST.includes(key))
        (value as unknown[]).forEach((item, i) => {
          problems.push(...nonStandard(item, `${at}/${i}`));
        });
      else if (SCHEMA_MAP.includes(key))
        for (const [name, item] of Object.entries(value as object))
          problems.push(...nonStandard(item, `${at}/${name}`));
    }
    return problems;
  }

  it.each(documents)('$name has no unknown keyword and no non-standard format', ({ schema }) => {
    expect(nonStandard(schema, '#')).toEqual([]);
  });

  it('the walk finds what it looks for (it is not vacuous)', () => {
    expect(nonStandard({ properties: { a: { type: 'string', format: 'starts_with' } }, x: 1 }, '#')).toEqual([
      '#/properties/a/format: format "starts_with"',
      '#/x: unknown keyword',
    ]);
  });

  it('a strict Ajv compiles every document and validates a real page, its tel: links checked', async () => {
    const strict = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true }); // type: [a, b] is standard
    (addFormats as unknown as (a: Ajv2020) => void)(strict);
    for (const { schema } of documents) strict.addSchema(schema);
    for (const { name, schema } of documents) expect(() => strict.getSchema(schema.$id), name).not.toThrow();
    const page = strict.getSchema('https://schemas.waypoint.dev/v1/page-tree.schema.json')!;
    const body = (await stack.composer.inject({ url: '/v1/pages/us' })).json();
    expect(page(body), JSON.stringify(page.errors?.slice(0, 3))).toBe(true);
    // The pattern that replaced `format: "starts_with"` is enforced: a phone link must be a tel: URL.
    const text = JSON.stringify(body);
    expect(text).toMatch(/"href":"tel:/);
    const broken = JSON.parse(text.replace(/"href":"tel:/, '"href":"callto:'));
    expect(page(broken)).toBe(false);
    expect(page.errors?.some((e) => e.keyword === 'pattern')).toBe(true);
  });
});
