/**
 * The CSS a page inlines: `base`, the renderer's shell, then each stylesheet part of the block types on
 * the page, each part once, in first-use order. Every part is read and minified once at start-up.
 */
import { readFile } from 'node:fs/promises';
import { allStylesheets, BASE_STYLESHEET, BLOCK_STYLESHEETS, readStylesheet } from '@waypoint/blocks/styles';
import type { BlockType } from '@waypoint/schemas';
import { transform } from 'esbuild';
import { Errors, wrap } from './errors.ts';

export interface StyleBook {
  /** Minified CSS for a page with these block types (in page order, repeats allowed). */
  cssFor(types: Iterable<string>): string;
  /** The minified CSS of one stylesheet path, e.g. 'base' or 'Header/Header'. */
  part(path: string): string | undefined;
  /**
   * The CSS one block type needs, shared parts first (undefined for an unknown type): what the runtime
   * loads when a patch brings a type the page did not show, whose CSS was not inlined.
   */
  typeCss(type: string): string | undefined;
}

const SHELL = 'renderer/regions';

async function minify(path: string, css: string): Promise<string> {
  const { code } = await transform(css, { loader: 'css', minify: true, sourcefile: `${path}.css` });
  // Our own files, but a `</style` inside one would end the inline <style> early.
  if (/<\/style/i.test(code)) throw new Errors.ASSETS(`stylesheet ${path} contains "</style"`);
  return code.trim();
}

export async function loadStyles(): Promise<StyleBook> {
  const parts = new Map<string, string>();
  try {
    const shell = await readFile(new URL('./regions.css', import.meta.url), 'utf8');
    const paths = allStylesheets();
    const texts = await Promise.all([
      ...paths.map(async (path) => [path, await minify(path, await readStylesheet(path))] as const),
      minify(SHELL, shell).then((code) => [SHELL, code] as const),
    ]);
    for (const [path, code] of texts) parts.set(path, code);
  } catch (err) {
    throw wrap(Errors.ASSETS, err);
  }
  return new MemoStyleBook(parts);
}

class MemoStyleBook implements StyleBook {
  /** A handful of block-type combinations exist per site; their joined CSS is kept. */
  private readonly joined = new Map<string, string>();

  constructor(private readonly parts: ReadonlyMap<string, string>) {}

  part(path: string): string | undefined {
    return this.parts.get(path);
  }

  typeCss(type: string): string | undefined {
    if (!Object.hasOwn(BLOCK_STYLESHEETS, type)) return undefined;
    return BLOCK_STYLESHEETS[type as BlockType].map((path) => this.parts.get(path) ?? '').join('');
  }

  cssFor(types: Iterable<string>): string {
    const order = [BASE_STYLESHEET, SHELL];
    for (const type of new Set(types)) {
      const sheets = Object.hasOwn(BLOCK_STYLESHEETS, type) ? BLOCK_STYLESHEETS[type as BlockType] : [];
      order.push(...sheets);
    }
    const unique = [...new Set(order)];
    const key = unique.join(',');
    let css = this.joined.get(key);
    if (css === undefined) {
      css = unique.map((path) => this.parts.get(path) ?? '').join('');
      if (this.joined.size > 512) this.joined.clear();
      this.joined.set(key, css);
    }
    return css;
  }
}
