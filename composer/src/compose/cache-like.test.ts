import { afterEach, describe, expect, it } from 'vitest';
import { buildCtx } from '../../test/block-kit.ts';
import { recordingLogger } from '../../test/cache-support.ts';
import { TieredCache } from '../cache/index.ts';
import { blockCacheKey, LAST_GOOD_PREFIX, pageCacheKey } from './cache-keys.ts';
import { CompositionBypassCache } from './cache-like.ts';

const options = { ttlMs: 60_000, staleMs: 0, tags: ['t'] };
const caches: CompositionBypassCache[] = [];
afterEach(async () => {
  await Promise.all(caches.splice(0).map((c) => c.close()));
});

function cache(): CompositionBypassCache {
  const made = new CompositionBypassCache(
    new TieredCache({ namespace: 'test:bypass', logger: recordingLogger().logger }),
  );
  caches.push(made);
  return made;
}

describe('CompositionBypassCache (CACHE_COMPOSITION_DISABLED)', () => {
  const ctx = buildCtx({ market: 'us', device: 'desktop' });
  const page = pageCacheKey('home', 'l@1', ctx);
  const block = blockCacheKey('Hero', 'p1', 'c', ['market'], ctx);

  it('composes pages, blocks and last-good copies every time', async () => {
    const c = cache();
    for (const key of [page, block, `${LAST_GOOD_PREFIX}${page}`]) {
      let loads = 0;
      const load = async () => ++loads;
      expect(await c.wrap(key, options, load)).toBe(1);
      expect(await c.wrap(key, options, load)).toBe(2);
      await c.set(key, 'kept?', options);
      expect(c.peek(key)).toBeUndefined();
    }
  });

  it('keeps upstream data and layouts cached', async () => {
    const c = cache();
    for (const key of ['up:/us/api/nextjs/pdp/12:en', 'layout:home:us']) {
      let loads = 0;
      const load = async () => ++loads;
      expect(await c.wrap(key, options, load)).toBe(1);
      expect(await c.wrap(key, options, load)).toBe(1);
      expect(c.peek(key)).toBe(1);
    }
  });

  it('still shares one load between concurrent identical compositions', async () => {
    const c = cache();
    let loads = 0;
    const load = async () => {
      loads++;
      await new Promise((done) => setImmediate(done));
      return loads;
    };
    expect(await Promise.all([c.wrap(page, options, load), c.wrap(page, options, load)])).toEqual([1, 1]);
  });
});
