/**
 * Client bundles, built in memory at start-up with esbuild (code splitting, one chunk per island type
 * through the dynamic imports of client/loaders.ts) and precompressed once. The manifest tells the
 * head which URLs to modulepreload: a client entry with its static imports, and each 'load' island.
 */
import { createHash } from 'node:crypto';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BLOCK_TYPES, type BlockType } from '@waypoint/schemas';
import { type Asset, bundleContentType, compressAsset } from '@waypoint/service-kit/assets';
import { type BuildOptions, build, type Metafile, type Plugin } from 'esbuild';
import { Errors, wrap } from './errors.ts';

export const ASSET_PREFIX = '/assets/build/';
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUTDIR = 'out';

export type Entry = 'islands' | 'page';

export interface AssetManifest {
  /** Changes whenever any output changes; part of the page cache key. */
  version: string;
  entries: Record<Entry, string>;
  /** The entry and the chunks it imports statically. */
  preloads: Record<Entry, string[]>;
  /**
   * Per block type: the chunk its dynamic import resolves to, then that chunk's static imports (islands
   * hydrate from these; a patch may bring any type).
   */
  islands: Partial<Record<BlockType, string[]>>;
}

export interface ClientAssets {
  files: Map<string, Asset>;
  manifest: AssetManifest;
  buildMs: number;
}

/**
 * The contract is imported as types only by blocks: zod must never reach the browser. Nor must the
 * service kit, which is server-only (node:zlib, node:crypto, @fastify/error): a browser bundle that
 * imports it, even through another module, fails to build.
 */
export const noSchemasInBrowser: Plugin = {
  name: 'no-schemas-in-browser',
  setup(b) {
    b.onResolve({ filter: /^(zod|@waypoint\/schemas)(\/.*)?$/ }, (args) => ({
      errors: [{ text: `${args.path} imported by ${args.importer}: import the contract with "import type"` }],
    }));
    b.onResolve({ filter: /^@waypoint\/service-kit(\/.*)?$/ }, (args) => ({
      errors: [{ text: `${args.path} imported by ${args.importer}: the service kit is server-only` }],
    }));
  },
};

function toAsset(path: string, contents: Uint8Array): Promise<Asset> {
  return compressAsset(Buffer.from(contents), bundleContentType(path));
}

/** A stylesheet as an asset: precompressed, with an ETag. */
export const cssAsset = (css: string): Promise<Asset> => toAsset('type.css', Buffer.from(css, 'utf8'));

function urlOf(outputKey: string): string {
  return ASSET_PREFIX + outputKey.slice(OUTDIR.length + 1);
}

/** The output and everything it imports statically, as URLs. */
function closure(outputs: Metafile['outputs'], key: string): string[] {
  const seen = new Set<string>();
  const visit = (k: string) => {
    if (seen.has(k)) return;
    seen.add(k);
    for (const imp of outputs[k]?.imports ?? [])
      if (imp.kind === 'import-statement' && !imp.external) visit(imp.path);
  };
  visit(key);
  return [...seen].map(urlOf);
}

/** The manifest of the two builds, one per entry (see buildClientAssets). */
export function manifestOf(metafiles: Record<Entry, Metafile>): AssetManifest {
  const jsKeys = (metafile: Metafile) => Object.keys(metafile.outputs).filter((k) => k.endsWith('.js'));
  const entryKey = (entry: Entry) => {
    const { outputs } = metafiles[entry];
    const key = jsKeys(metafiles[entry]).find((k) => outputs[k]?.entryPoint === `src/client/${entry}.tsx`);
    if (!key) throw new Errors.ASSETS(`no output for the ${entry} entry`);
    return key;
  };
  const islandsKey = entryKey('islands');
  const pageKey = entryKey('page');
  const preloads = {
    islands: closure(metafiles.islands.outputs, islandsKey),
    page: closure(metafiles.page.outputs, pageKey),
  };
  const islands: AssetManifest['islands'] = {};
  const { outputs } = metafiles.islands;
  for (const type of BLOCK_TYPES) {
    const key = jsKeys(metafiles.islands).find((k) => outputs[k]?.entryPoint?.endsWith(`/${type}/index.ts`));
    if (key) islands[type] = closure(outputs, key).filter((url) => !preloads.islands.includes(url));
  }
  const keys = [...new Set([...jsKeys(metafiles.islands), ...jsKeys(metafiles.page)])];
  const version = createHash('sha256').update(keys.sort().join('\n')).digest('base64url').slice(0, 12);
  return { version, entries: { islands: urlOf(islandsKey), page: urlOf(pageKey) }, preloads, islands };
}

export async function buildClientAssets(): Promise<ClientAssets> {
  const started = performance.now();
  try {
    // One build per entry: modules shared by the two modes would otherwise be split into chunks of
    // their own, more and smaller files for every page of either mode.
    const options = (entry: Entry): BuildOptions => ({
      absWorkingDir: ROOT,
      entryPoints: { [entry]: `src/client/${entry}.tsx` },
      outdir: OUTDIR,
      write: false,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      minify: true,
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      target: 'es2020',
      entryNames: '[name]-[hash]',
      chunkNames: 'chunks/[name]-[hash]',
      metafile: true,
      legalComments: 'none',
      // CSS is inlined by the server, per page; a stylesheet import in a component adds nothing here.
      loader: { '.css': 'empty' },
      plugins: [noSchemasInBrowser],
      logLevel: 'silent',
    });
    const [islands, page] = await Promise.all([
      build({ ...options('islands'), metafile: true, write: false }),
      build({ ...options('page'), metafile: true, write: false }),
    ]);
    const files = new Map<string, Asset>();
    await Promise.all(
      [...islands.outputFiles, ...page.outputFiles].map(async (file) => {
        const key = relative(ROOT, file.path).split('\\').join('/');
        files.set(urlOf(key), await toAsset(file.path, file.contents));
      }),
    );
    const manifest = manifestOf({ islands: islands.metafile, page: page.metafile });
    return { files, manifest, buildMs: Math.round(performance.now() - started) };
  } catch (err) {
    throw wrap(Errors.ASSETS, err);
  }
}

/** Compressed bytes a first visit downloads for an entry (gzip), with the given island types. */
export function gzipSizeOf(
  assets: ClientAssets,
  entry: Entry,
  islandTypes: readonly BlockType[] = [],
): number {
  const urls = new Set(assets.manifest.preloads[entry]);
  for (const type of islandTypes) for (const url of assets.manifest.islands[type] ?? []) urls.add(url);
  let total = 0;
  for (const url of urls) {
    const file = assets.files.get(url);
    total += file?.gzip?.length ?? file?.body.length ?? 0;
  }
  return total;
}
