/**
 * The editor's bundle and stylesheet, built in memory with esbuild when the plugin starts (like the
 * renderer's client assets) and precompressed once by the service kit's compressAsset; names carry a
 * content hash, so they are cached for a year.
 */
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { noSchemasInBrowser } from '@waypoint/renderer';
import { type Asset, bundleContentType, compressAsset } from '@waypoint/service-kit/assets';
import { build } from 'esbuild';
import { Errors, wrap } from './errors.ts';

export const STUDIO_ASSET_PREFIX = '/studio/assets/';
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface StudioAssets {
  files: Map<string, Asset>;
  /** URLs of the entry script and the stylesheet. */
  script: string;
  stylesheet: string;
  buildMs: number;
}

function toAsset(path: string, contents: Uint8Array): Promise<Asset> {
  return compressAsset(Buffer.from(contents), bundleContentType(path));
}

export async function buildStudioAssets(): Promise<StudioAssets> {
  const started = performance.now();
  try {
    const result = await build({
      absWorkingDir: ROOT,
      entryPoints: { studio: 'src/app/main.tsx' },
      outdir: 'out',
      write: false,
      bundle: true,
      format: 'esm',
      platform: 'browser',
      minify: true,
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      target: 'es2020',
      entryNames: '[name]-[hash]',
      legalComments: 'none',
      // The contract reaches the editor as types only; the server's zod is the validator.
      plugins: [noSchemasInBrowser],
      logLevel: 'silent',
    });
    const files = new Map<string, Asset>();
    let script = '';
    let stylesheet = '';
    await Promise.all(
      result.outputFiles.map(async (file) => {
        const url = STUDIO_ASSET_PREFIX + basename(file.path);
        if (url.endsWith('.js')) script = url;
        else if (url.endsWith('.css')) stylesheet = url;
        files.set(url, await toAsset(file.path, file.contents));
      }),
    );
    if (!script || !stylesheet) throw new Error('the build has no script or no stylesheet');
    return { files, script, stylesheet, buildMs: Math.round(performance.now() - started) };
  } catch (err) {
    throw wrap(Errors.ASSETS, err);
  }
}
