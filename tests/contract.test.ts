/**
 * The published JSON Schema validates real composer output, checked by an independent validator
 * (ajv, not zod), for every market and every site kind, so other clients can trust the contract.
 */
import { MARKETS } from '@waypoint/config';
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
