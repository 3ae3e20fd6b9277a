/**
 * The files in renderer/public (logos, favicons), read into memory at start-up and served at the same
 * URL path. Only regular files with plain names are taken, so no URL can reach outside the directory;
 * text formats such as SVG are precompressed once.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Asset, compressAsset } from '@waypoint/service-kit/assets';
import type { FastifyBaseLogger } from 'fastify';

export const DEFAULT_PUBLIC_DIR = fileURLToPath(new URL('../public', import.meta.url));

/** storefront.md §9: Cache-Control max-age for static content, 86400 s. */
export const STATIC_CACHE_CONTROL = 'public, max-age=86400';

const TYPES: Record<string, { type: string; compress: boolean }> = {
  svg: { type: 'image/svg+xml', compress: true },
  ico: { type: 'image/x-icon', compress: true },
  png: { type: 'image/png', compress: false },
  jpg: { type: 'image/jpeg', compress: false },
  jpeg: { type: 'image/jpeg', compress: false },
  gif: { type: 'image/gif', compress: false },
  webp: { type: 'image/webp', compress: false },
  avif: { type: 'image/avif', compress: false },
  woff2: { type: 'font/woff2', compress: false },
  woff: { type: 'font/woff', compress: false },
  txt: { type: 'text/plain; charset=utf-8', compress: true },
  css: { type: 'text/css; charset=utf-8', compress: true },
  js: { type: 'text/javascript; charset=utf-8', compress: true },
  json: { type: 'application/json; charset=utf-8', compress: true },
  webmanifest: { type: 'application/manifest+json; charset=utf-8', compress: true },
  xml: { type: 'application/xml; charset=utf-8', compress: true },
};

/** A name segment the router takes literally (no ':' or '*' params, no dot files, no '..'). */
const SAFE_SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;

function toAsset(body: Buffer, ext: string): Promise<Asset> {
  const known = TYPES[ext];
  return compressAsset(body, known?.type ?? 'application/octet-stream', known?.compress ?? false);
}

/** URL path → file, for every regular file under `dir`; an absent directory is an empty map. */
export async function loadPublicFiles(dir: string, log: FastifyBaseLogger): Promise<Map<string, Asset>> {
  const files = new Map<string, Asset>();
  const walk = async (abs: string, url: string): Promise<void> => {
    let entries: import('node:fs').Dirent[];
    try {
      entries = await readdir(abs, { withFileTypes: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    await Promise.all(
      entries.map(async (entry) => {
        if (!SAFE_SEGMENT.test(entry.name)) {
          if (!entry.name.startsWith('.'))
            log.warn({ file: join(abs, entry.name) }, 'public file skipped: name');
          return;
        }
        const path = join(abs, entry.name);
        if (entry.isDirectory()) return walk(path, `${url}${entry.name}/`);
        if (!entry.isFile()) return; // symlinks and devices are never served
        const ext = entry.name.slice(entry.name.lastIndexOf('.') + 1).toLowerCase();
        files.set(`${url}${entry.name}`, await toAsset(await readFile(path), ext));
      }),
    );
  };
  await walk(dir, '/');
  return files;
}

/** A path that names a file (an extension on its last segment) rather than a page. */
export function looksLikeFile(path: string): boolean {
  return /\.[A-Za-z0-9]{1,12}$/.test(path);
}
