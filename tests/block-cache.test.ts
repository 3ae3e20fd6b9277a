/**
 * A cached block is what a fresh composition would give (ARCHITECTURE.md step 5): a block is cached
 * under exactly the dimensions its resolver declares, so a resolver that reads a param it does not
 * declare serves one page's block on another (a link back to the month the previous visitor saw). Two
 * composers on one sandbox and content store walk the same pages in the same order: one with every
 * cache tier on, one composing every page and block afresh (CACHE_COMPOSITION_DISABLED); every page
 * must be byte-identical. The walk follows the pages' own links, so it changes one value of the
 * selection at a time and comes back to states whose blocks are cached.
 */
import { build, loadEnv } from '@waypoint/composer';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from './support/stack.ts';

const HOST = 'localhost:3000';
// A fixed draw: both composers put every request in the same experiment variants.
const random = () => 0.5;

let stack: Stack;
let fresh: FastifyInstance;
beforeAll(async () => {
  stack = await startStack({ random });
  fresh = await build({
    env: loadEnv({ LOG_LEVEL: 'silent', CACHE_COMPOSITION_DISABLED: 'true' }),
    upstreamUrl: stack.sandboxUrl,
    content: stack.content,
    logger: false,
    random,
  });
  await fresh.ready();
}, 60_000);
afterAll(async () => {
  await fresh?.close();
  await stack?.close();
});

const page = (app: FastifyInstance, path: string) =>
  app.inject({ url: `/v1/pages${path}`, headers: { host: HOST } });

/**
 * The site paths a page links to on its own trip page (its choices), in the page's order; a template's
 * placeholder is filled with the first two days, or the first three months, the page shows.
 */
function tripLinks(body: string, productPath: string): string[] {
  const values = (name: string, count: number) =>
    [...new Set([...body.matchAll(new RegExp(`"${name}":"([0-9-]+)"`, 'g'))].map((m) => m[1]!))].slice(
      0,
      count,
    );
  const [dates, months] = [values('date', 2), values('month', 3)];
  const hrefs = [...body.matchAll(/"href":"([^"]+)"/g)].flatMap(([, href]) =>
    href!.includes('{date}')
      ? dates.map((date) => href!.replaceAll('{date}', date))
      : href!.includes('{month}')
        ? months.map((month) => href!.replaceAll('{month}', month))
        : [href!],
  );
  return [...new Set(hrefs.filter((href) => href.startsWith(`${productPath}?`)))];
}

/**
 * Visits `start`, then the links of each page visited, breadth first, up to `limit` pages; each page
 * is asked of both composers, the cached one first.
 */
async function walk(start: string, limit: number): Promise<number> {
  const productPath = start.split('?')[0]!;
  const queue = [start];
  const seen = new Set<string>();
  while (queue.length > 0 && seen.size < limit) {
    const path = queue.shift()!;
    if (seen.has(path)) continue;
    seen.add(path);
    const cached = await page(stack.composer, path);
    const composed = await page(fresh, path);
    expect(cached.statusCode, path).toBe(200);
    expect(composed.statusCode, path).toBe(200);
    // The first difference, not two 30 KB bodies.
    if (cached.body !== composed.body) {
      const a = JSON.parse(cached.body) as { regions: Record<string, Array<{ id: string }>> };
      const b = JSON.parse(composed.body) as typeof a;
      const blocks = (t: typeof a) => Object.values(t.regions).flat();
      const differing = blocks(a).find((block, i) => JSON.stringify(block) !== JSON.stringify(blocks(b)[i]));
      expect(differing, `${path}: a cached block differs from a fresh one`).toEqual(
        blocks(b).find((block) => block.id === differing?.id),
      );
      expect(cached.body, path).toBe(composed.body);
    }
    queue.push(...tripLinks(cached.body, productPath));
  }
  return seen.size;
}

describe('cached blocks', () => {
  it.each([
    ['a trip with two categories', '/us/africa/kenya/12-safari-and-wildlife-nairobi-naivasha-and-mombasa'],
    ['a trip with related days', '/us/africa/south-africa/27-big-five-safari-durban-johannesburg-and-knysna'],
    ['a trip in Spanish', '/es/africa/kenia/12-safari-y-naturaleza-nairobi-naivasha-y-mombasa'],
  ])(
    'are what a fresh composition gives, all over %s',
    async (_name, start) => {
      expect(await walk(start, 45)).toBeGreaterThanOrEqual(30);
    },
    120_000,
  );

  it('are what a fresh composition gives on the home pages', async () => {
    for (const path of ['/us', '/es', '/uk', '/us', '/es']) {
      const [cached, composed] = [await page(stack.composer, path), await page(fresh, path)];
      expect(cached.statusCode, path).toBe(200);
      expect(cached.body, path).toBe(composed.body);
    }
  });
});
