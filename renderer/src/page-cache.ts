/**
 * Finished pages, keyed by a hash of the raw page JSON bytes (plus hydration mode and asset version),
 * stored as the parts around the nonce so that each response gets a fresh nonce with one cheap join.
 * The parts are kept UTF-8 encoded: joining and encoding a 200 KB string on every response cost more
 * than rendering did once the page was cached (measured: 0.5 ms against 0.17 ms for Buffer.concat).
 */
import { createHash, randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** Stands for the nonce in cached HTML. Random per process, so content cannot forge it. */
export const NONCE_SLOT = `wpnonce${randomBytes(12).toString('hex')}`;

/** The page's parts, and whether it carries a payment provider's form (its meta's `paymentForms`). */
export type PageParts = readonly Buffer[] & { readonly paymentForms: boolean };

export class PageCache {
  private readonly lru: LRUCache<string, PageParts>;
  hits = 0;
  misses = 0;

  constructor(options: { maxSize?: number } = {}) {
    this.lru = new LRUCache({
      maxSize: options.maxSize ?? 64 * 1024 * 1024,
      sizeCalculation: (parts) => parts.reduce((n, p) => n + p.length, 0) || 1,
    });
  }

  static key(body: string | Uint8Array, ...variant: string[]): string {
    const hash = createHash('sha256').update(body).digest('base64url');
    return `${hash}|${variant.join('|')}`;
  }

  get(key: string): PageParts | undefined {
    const parts = this.lru.get(key);
    if (parts) this.hits++;
    else this.misses++;
    return parts;
  }

  /** Splits the page on NONCE_SLOT and keeps the encoded parts. */
  set(key: string, html: string, paymentForms = false): PageParts {
    const buffers = html.split(NONCE_SLOT).map((part) => Buffer.from(part, 'utf8'));
    const parts: PageParts = Object.assign(buffers, { paymentForms });
    this.lru.set(key, parts);
    return parts;
  }
}

/** The page with this response's nonce. */
export function withNonce(parts: PageParts, nonce: string): Buffer {
  const slot = Buffer.from(nonce, 'utf8');
  const list: Buffer[] = [];
  for (let i = 0; i < parts.length; i++) {
    if (i > 0) list.push(slot);
    list.push(parts[i]!);
  }
  return Buffer.concat(list);
}
