/**
 * Reading composed pages through the composer's page API (inject, or real HTTP with `overHttp` of the
 * checkout kit), as a client would: the answer for a site path, its page tree (checked to be a 200 and
 * parsed with the published contract), and the blocks in it.
 */
import { type Block, PageTree } from '@waypoint/schemas';
import { expect } from 'vitest';

export const HOST = 'localhost:3000';

export const blocks = (t: PageTree): Block[] => Object.values(t.regions).flat();
export const block = <T extends Block['type']>(t: PageTree, type: T) =>
  blocks(t).find((b): b is Extract<Block, { type: T }> => b.type === type);
export const allBlocks = <T extends Block['type']>(t: PageTree, type: T) =>
  blocks(t).filter((b): b is Extract<Block, { type: T }> => b.type === type);

/** What the kits need of a composer: Fastify's inject, or real HTTP to a running one. */
export interface Injectable {
  inject(request: {
    method?: 'GET' | 'POST';
    url: string;
    headers?: Record<string, string>;
    payload?: string;
  }): Promise<{
    statusCode: number;
    body: string;
    rawPayload: Buffer;
    headers: Record<string, string | string[] | number | undefined>;
    json(): unknown;
  }>;
}

/**
 * `get` and `tree` of site paths on a composer (called when used, so a suite's `beforeAll` may build
 * it), as the site's Host with `headers` added to every request.
 */
export function pageKit(composer: () => Injectable, defaults: { headers?: Record<string, string> } = {}) {
  const get = (path: string, headers: Record<string, string> = {}) =>
    composer().inject({ url: `/v1/pages${path}`, headers: { host: HOST, ...defaults.headers, ...headers } });

  async function tree(path: string, headers: Record<string, string> = {}) {
    const res = await get(path, headers);
    expect(res.statusCode, `${path}: ${res.body.slice(0, 300)}`).toBe(200);
    return PageTree.parse(res.json());
  }
  return { get, tree };
}
