/**
 * The studio API's OpenAPI document: a path for every endpoint of the brief's table, none of the page API.
 */
import { describe, expect, it } from 'vitest';
import { app, body, useStudioApi } from '../../test/studio-api.ts';
import { STUDIO } from '../../test/studio-client.ts';
import { ENDPOINTS } from '../../test/studio-endpoints.ts';

useStudioApi();

describe('OpenAPI document', () => {
  it('is OpenAPI 3.1 with a path for every endpoint and none of the page API', async () => {
    const res = await app.inject({ url: `${STUDIO}/openapi.json` });
    expect(res.statusCode).toBe(200);
    const doc = body<{ openapi: string; paths: Record<string, Record<string, unknown>> }>(res);
    expect(doc.openapi).toMatch(/^3\.1\./);
    const missing: string[] = [];
    // the document describes the API, not itself
    for (const e of ENDPOINTS.filter((x) => x.path !== '/openapi.json')) {
      const path = `${STUDIO}${e.path.replace(/:(\w+)/g, '{$1}')}`;
      if (!doc.paths[path]?.[e.method.toLowerCase()]) missing.push(`${e.method} ${path}`);
    }
    expect(missing, `present: ${Object.keys(doc.paths).join(', ')}`).toEqual([]);
    expect(Object.keys(doc.paths).filter((p) => !p.startsWith(`${STUDIO}/`))).toEqual([]);
  });
});
