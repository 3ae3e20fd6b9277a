import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildClientAssets, type ClientAssets, gzipSizeOf, noSchemasInBrowser } from './assets.ts';
import { ISLANDS, type IslandType } from './islands.ts';

let assets: ClientAssets;

beforeAll(async () => {
  assets = await buildClientAssets();
}, 30_000);

const text = (urls: Iterable<string>) =>
  [...urls].map((u) => assets.files.get(u)!.body.toString()).join('\n');

describe('client assets', () => {
  it('builds both entries with hashed names, precompressed, each with an ETag', () => {
    const { entries } = assets.manifest;
    expect(entries.islands).toMatch(/^\/assets\/build\/islands-[A-Z0-9]+\.js$/);
    expect(entries.page).toMatch(/^\/assets\/build\/page-[A-Z0-9]+\.js$/);
    for (const [url, file] of assets.files) {
      expect(url).toMatch(/^\/assets\/build\/(chunks\/)?[\w-]+\.js$/);
      expect(file.contentType).toBe('text/javascript; charset=utf-8');
      expect(file.etag).toMatch(/^"[\w-]{22}"$/);
      expect(file.gzip!.length).toBeLessThan(file.body.length + 30);
    }
  });

  it('splits one chunk per island type, outside the islands entry', () => {
    for (const type of Object.keys(ISLANDS) as IslandType[]) {
      const urls = assets.manifest.islands[type];
      expect(urls?.[0], type).toMatch(new RegExp(`^/assets/build/chunks/${type}-[A-Z0-9]+\\.js$`));
      for (const url of urls!) {
        expect(assets.files.has(url)).toBe(true);
        expect(assets.manifest.preloads.islands).not.toContain(url);
      }
    }
    // Block markup lives in the island chunks, not in what every page downloads.
    expect(text(assets.manifest.preloads.islands)).not.toContain('hero-slider');
    expect(text(assets.manifest.islands.HeroSlider!)).toContain('hero-slider');
  });

  it('ships the full registry in whole-page mode, and more bytes than the islands entry', () => {
    const page = text(assets.manifest.preloads.page);
    for (const cls of ['hero-slider', 'search-section', 'footer', 'error-page']) expect(page).toContain(cls);
    expect(gzipSizeOf(assets, 'page')).toBeGreaterThan(gzipSizeOf(assets, 'islands'));
  });

  it('keeps zod and the schemas out of the browser', async () => {
    expect(text(assets.files.keys())).not.toMatch(/ZodError|\$ZodType/);
    const importing = build({
      stdin: {
        contents: "import { PageTree } from '@waypoint/schemas'; console.log(PageTree);",
        resolveDir: fileURLToPath(new URL('.', import.meta.url)),
      },
      bundle: true,
      write: false,
      logLevel: 'silent',
      plugins: [noSchemasInBrowser],
    });
    await expect(importing).rejects.toThrow(/import the contract with "import type"/);
  });

  it('keeps the server-only service kit out of the browser', async () => {
    const importing = build({
      stdin: {
        contents: "import { Errors } from './errors.ts'; console.log(Errors);",
        resolveDir: fileURLToPath(new URL('.', import.meta.url)),
      },
      bundle: true,
      write: false,
      logLevel: 'silent',
      plugins: [noSchemasInBrowser],
    });
    await expect(importing).rejects.toThrow(
      /@waypoint\/service-kit\/errors imported by .*errors\.ts: the service kit is server-only/,
    );
  });
});
