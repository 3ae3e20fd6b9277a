/**
 * Which stylesheets each block type needs, and how to read them (Node only: the renderer inlines the CSS
 * of the blocks on a page; Storybook imports the files directly).
 */
import { readFile } from 'node:fs/promises';
import { BLOCK_STYLESHEETS } from './stylesheets.gen.ts';

/** Shipped with every page before any block's CSS. */
export const BASE_STYLESHEET = 'base';

export { BLOCK_STYLESHEETS };

/** The CSS text of one stylesheet path (see `Stylesheets`). */
export function readStylesheet(path: string): Promise<string> {
  if (!/^[A-Za-z]+(\/[A-Za-z-]+)?$/.test(path)) throw new Error(`Invalid stylesheet path: ${path}`);
  return readFile(new URL(`./${path}.css`, import.meta.url), 'utf8');
}

/** Every stylesheet path that some block (or the base) needs, in a stable order. */
export function allStylesheets(): string[] {
  return [...new Set([BASE_STYLESHEET, ...Object.values(BLOCK_STYLESHEETS).flat()])];
}
