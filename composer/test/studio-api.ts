/**
 * The one set-up of the studio API tests (the *.test.ts files under composer/src/studio): a real composer
 * over a real sandbox and a content store (PGlite), one signed-in client per principal of the role matrix,
 * the ES market and partner home layouts, and the helpers those tests share. `useStudioApi()` starts it
 * before a file's tests and stops it after them; the bindings below are live, set once it has started.
 */
import type { ContentStore } from '@waypoint/cms-adapter';
import type { AuditRecord, Block, LayoutDetail, Placement } from '@waypoint/schemas';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { type Stack, startStack } from './stack.ts';
import { type Principals, revisionOf, signInPrincipals } from './studio-client.ts';

export let stack: Stack;
export let app: FastifyInstance;
export let content: ContentStore;
export let as: Principals;
export let credentials: Awaited<ReturnType<typeof signInPrincipals>>['credentials'];
/** The ES market home layout (scope es / affiliate null = affiliate 1). */
export let esHome: string;
/** The partner affiliate 2 home layout (market null, affiliate 2). */
export let affiliate2Home: string;

/** Starts the studio stack before the file's tests and stops it after them. */
export function useStudioApi(): void {
  beforeAll(async () => {
    stack = await startStack({ env: { STUDIO_SCHEDULER_INTERVAL_MS: '0' } });
    app = stack.composer;
    content = stack.content;
    const homes = await content.listLayouts({ pageKey: 'home' });
    esHome = homes.find((l) => l.scope.market === 'es' && l.scope.affiliateId === null)!.id;
    affiliate2Home = homes.find((l) => l.scope.affiliateId === 2)!.id;
    ({ clients: as, credentials } = await signInPrincipals(app, content));
  });
  afterAll(() => stack?.close());
}

export const hours = (h: number) => h * 3600_000;
export const inFuture = (ms: number) => new Date(Date.now() + ms).toISOString();
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const body = <T>(res: LightMyRequestResponse) => res.json() as T;

export async function detailOf(layoutId: string): Promise<{ detail: LayoutDetail; revision: number }> {
  const res = await as.admin.get(`layouts/${layoutId}`);
  expect(res.statusCode, res.body).toBe(200);
  return { detail: body<LayoutDetail>(res), revision: revisionOf(res) };
}

export const versionCount = async (layoutId: string) => (await content.listVersions(layoutId)).length;

export async function auditEntries(query = 'limit=1000'): Promise<AuditRecord[]> {
  const res = await as.admin.get(`audit?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return body<{ entries: AuditRecord[] }>(res).entries;
}

export { freshIp } from './studio-client.ts';

/** The live page's main-region block types. */
export async function mainTypes(path: string): Promise<string[]> {
  const res = await app.inject({ url: `/v1/pages${path}` });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return body<{ regions: { main: Block[] } }>(res).regions.main.map((b) => b.type);
}

/** Every block of every region of a page tree, children included. */
export function allBlocks(tree: { regions: Record<string, Block[]> }): Block[] {
  const out: Block[] = [];
  const walk = (blocks: Block[]) => {
    for (const b of blocks) {
      out.push(b);
      if (b.children) walk(b.children);
    }
  };
  for (const blocks of Object.values(tree.regions)) walk(blocks);
  return out;
}

export const ids = (placements: Placement[]) => placements.map((p) => p.id);
