/**
 * The studio API's routes against the endpoint table of the studio brief: every endpoint against every
 * role and reach, each answer in the published JSON Schema. A real composer over a real sandbox and a
 * content store (PGlite); nothing is stubbed.
 */
import type { LayoutDetail } from '@waypoint/schemas';
import { describe, expect, it } from 'vitest';
import { publishedValidator } from '../../test/published-schema.ts';
import { affiliate2Home, as, body, content, detailOf, esHome, useStudioApi } from '../../test/studio-api.ts';
import { etag, revisionOf } from '../../test/studio-client.ts';
import { ENDPOINTS, expectPublishedShape, MATRIX } from '../../test/studio-endpoints.ts';

useStudioApi();

describe('role matrix: every endpoint x every principal', () => {
  it.each(MATRIX)('$name as $principal -> $expected', async ({ endpoint, principal, expected, name }) => {
    const call = await endpoint.prepare(principal);
    const client = call.client ?? as[principal];
    const before = call.writes ? (await content.getLayout(call.writes)).revision : null;
    const res = await client.request(endpoint.method, call.url, {
      ...(call.body !== undefined ? { body: call.body } : {}),
      ...(call.ifMatch ? { ifMatch: call.ifMatch } : {}),
    });
    expect(res.statusCode, res.body.slice(0, 400)).toBe(expected);
    expectPublishedShape(name, res);
    if (expected === 401) expect(body<{ code: string }>(res).code).toBe('STUDIO_UNAUTHENTICATED');
    if (expected === 403) expect(body<{ code: string }>(res).code).toMatch(/^STUDIO_/);
    if (call.writes && (expected === 401 || expected === 403)) {
      expect((await content.getLayout(call.writes)).revision, 'a refused write changed the layout').toBe(
        before,
      );
    }
  });

  it('the published schemas are not vacuous: a wrong body is refused', () => {
    expect(publishedValidator('studio-api-responses', 'LayoutDetail')({ layout: {}, placements: 3 })).toBe(
      false,
    );
    expect(publishedValidator('studio-api-responses', 'StudioError')({ code: 7 })).toBe(false);
  });

  it('covers every endpoint of the brief table', () => {
    expect(ENDPOINTS.map((e) => `${e.method} ${e.path}`).sort()).toEqual(
      [
        'POST /session',
        'GET /session',
        'DELETE /session',
        'GET /options',
        'GET /block-types',
        'GET /layouts',
        'POST /layouts',
        'GET /layouts/:id',
        'PUT /layouts/:id/draft',
        'POST /layouts/:id/publish',
        'POST /layouts/:id/rollback',
        'GET /layouts/:id/versions',
        'GET /layouts/:id/versions/:version',
        'GET /layouts/:id/diff',
        'GET /layouts/:id/schedules',
        'POST /layouts/:id/schedules',
        'DELETE /layouts/:id/schedules/:sid',
        'GET /layouts/:id/preview',
        'GET /users',
        'POST /users',
        'PATCH /users/:id',
        'GET /audit',
        'GET /openapi.json',
      ].sort(),
    );
  });
});

describe('reach: an editor scoped to affiliate 2', () => {
  it('lists only affiliate 2 layouts', async () => {
    const res = await as.editorAffiliate2.get('layouts');
    expect(res.statusCode, res.body).toBe(200);
    const layouts = body<{ layouts: Array<{ id: string; scope: { affiliateId: number | null } }> }>(
      res,
    ).layouts;
    expect(layouts.map((l) => l.id)).toContain(affiliate2Home);
    expect(layouts.every((l) => l.scope.affiliateId === 2)).toBe(true);
    // an unscoped viewer sees the market's layouts too
    const all = body<{ layouts: Array<{ id: string }> }>(await as.viewer.get('layouts')).layouts;
    expect(all.map((l) => l.id)).toEqual(expect.arrayContaining([esHome, affiliate2Home]));
  });

  it("cannot read or change the market's layout", async () => {
    expect((await as.editorAffiliate2.get(`layouts/${esHome}`)).statusCode).toBe(403);
    const { detail, revision } = await detailOf(esHome);
    const res = await as.editorAffiliate2.put(`layouts/${esHome}/draft`, {
      body: { placements: detail.placements.slice(1) },
      ifMatch: etag(revision),
    });
    expect(res.statusCode).toBe(403);
    expect((await detailOf(esHome)).detail).toEqual(detail);
    const copy = await as.editorAffiliate2.post('layouts', {
      body: {
        scope: { pageKey: 'home', market: null, affiliateId: 2, siteKind: 'partner' },
        name: 'copy',
        copyFrom: esHome,
      },
    });
    expect(copy.statusCode, 'copying an out-of-reach layout reads it').toBe(403);
  });

  it('can edit the affiliate-2 layout', async () => {
    const read = await as.editorAffiliate2.get(`layouts/${affiliate2Home}`);
    expect(read.statusCode, read.body).toBe(200);
    const placements = body<LayoutDetail>(read).placements;
    const reordered = [...placements.slice(0, 2), placements[3]!, placements[2]!, ...placements.slice(4)];
    const res = await as.editorAffiliate2.put(`layouts/${affiliate2Home}/draft`, {
      body: { placements: reordered },
      ifMatch: read.headers.etag as string,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<LayoutDetail>(res).placements.map((p) => p.id)).toEqual(reordered.map((p) => p.id));
    expect(revisionOf(res)).toBe(revisionOf(read) + 1);
  });
});
