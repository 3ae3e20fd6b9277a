/**
 * Block fragments (ARCHITECTURE.md "Rendering fast"): a block's HTML is a function of its type, id,
 * props and the renderer's version, so each rendered block is kept in an LRU keyed by a hash of its
 * JSON, bounded by size. A page that changed one block re-renders one block.
 */
import { createHash } from 'node:crypto';
import type { Block } from '@waypoint/schemas';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import { renderToString } from 'react-dom/server';
import { Errors } from './errors.ts';
import { componentOf } from './registry.tsx';

/** Bumped when the renderer changes block markup in a way the blocks' own code does not show. */
export const RENDERER_VERSION = '1';

/** `useId` prefix of a block, the same on the server and in `hydrateRoot`. */
export function identifierPrefix(block: Pick<Block, 'id'>): string {
  return `${block.id}:`;
}

export interface Fragment {
  /** Resource hints React hoists out of the tree (image preloads), for the document head. */
  hoisted: string;
  html: string;
}

/**
 * React puts the resource hints of a tree (`<link rel="preload" as="image">` for eager images) at the
 * start of renderToString's output. They belong in the head, where the browser sees them first; the
 * client never renders them inside the tree, so hydration is unaffected.
 */
export function splitHoisted(html: string): Fragment {
  const match = /^(?:<link rel="preload"[^>]*>)+/.exec(html);
  return match ? { hoisted: match[0], html: html.slice(match[0].length) } : { hoisted: '', html };
}

/** The block's own HTML (without the wrapper), or throws when it has no component or fails. */
export function renderBlockHtml(block: Block): string {
  const Component = componentOf(block.type);
  if (!Component) throw new Error(`no component for block type "${block.type}"`);
  // Children are part of the contract but no component takes them yet: they are not rendered.
  return renderToString(<Component {...(block.props as Record<string, unknown>)} />, {
    identifierPrefix: identifierPrefix(block),
  });
}

export interface FragmentCacheOptions {
  /** Upper bound of the cached HTML, in UTF-16 code units (about bytes for ASCII markup). */
  maxSize?: number;
}

export class FragmentCache {
  private readonly lru: LRUCache<string, Fragment>;
  hits = 0;
  misses = 0;

  constructor(options: FragmentCacheOptions = {}) {
    this.lru = new LRUCache({
      maxSize: options.maxSize ?? 32 * 1024 * 1024,
      sizeCalculation: (f, key) => f.html.length + f.hoisted.length + key.length,
    });
  }

  /** The block's HTML, or null when it failed (logged with ERR_RENDER_BLOCK): the page goes on without it. */
  render(block: Block, log: FastifyBaseLogger): Fragment | null {
    const key = createHash('sha256')
      .update(RENDERER_VERSION)
      .update(JSON.stringify(block))
      .digest('base64url');
    const cached = this.lru.get(key);
    if (cached !== undefined) {
      this.hits++;
      return cached;
    }
    this.misses++;
    try {
      const fragment = splitHoisted(renderBlockHtml(block));
      this.lru.set(key, fragment);
      return fragment;
    } catch (cause) {
      const err = new Errors.BLOCK(`${block.id} (${block.type})`, { cause });
      log.error({ err, code: err.code, blockId: block.id, blockType: block.type }, err.message);
      return null;
    }
  }
}
