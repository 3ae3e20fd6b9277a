/**
 * Page JSON in, HTML out (with a nonce slot), framework-free so tests and the studio can call it. Steps:
 * 1. look the raw bytes up in the page cache; 2. parse and check the tree; 3. render the body (islands
 * or whole page); 4. build the head with the CSS of the blocks shown; 5. split on the nonce and cache.
 */
import { PageTree } from '@waypoint/schemas';
import type { FastifyBaseLogger } from 'fastify';
import { renderToString } from 'react-dom/server';
import type { AssetManifest } from './assets.ts';
import { Errors, isRendererError, wrap } from './errors.ts';
import { FragmentCache, splitHoisted } from './fragments.tsx';
import { renderDocument, renderHead } from './head.ts';
import { ISLANDS_DATA_ID } from './islands.ts';
import { renderIslandsBody } from './islands-page.ts';
import { PAGE_DATA_ID, PAGE_ROOT_ID, PageBody } from './page-body.tsx';
import { NONCE_SLOT, PageCache, type PageParts } from './page-cache.ts';
import { visibleBlocks } from './regions.ts';
import { safeJson } from './serialize.ts';
import type { StyleBook } from './styles.ts';

export type HydrationMode = 'islands' | 'page';

export interface PageRendererOptions {
  manifest: AssetManifest;
  styles: StyleBook;
  hydration?: HydrationMode;
  /** Check every new page against the PageTree schema (development and tests). */
  contractChecks?: boolean;
  /** Size bounds of the caches, in UTF-16 code units. */
  pageCacheSize?: number;
  fragmentCacheSize?: number;
}

function looksLikePage(value: unknown): value is PageTree {
  const v = value as Partial<PageTree> | null;
  const r = v?.regions;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.page?.title === 'string' &&
    typeof v.page.canonical === 'string' &&
    Array.isArray(v.page.structuredData) &&
    typeof v.context?.locale === 'string' &&
    !!r &&
    [r.header, r.main, r.footer, r.overlays].every(Array.isArray)
  );
}

export class PageRenderer {
  readonly hydration: HydrationMode;
  readonly pages: PageCache;
  readonly fragments: FragmentCache;
  private readonly manifest: AssetManifest;
  private readonly styles: StyleBook;
  private readonly contractChecks: boolean;

  constructor(options: PageRendererOptions) {
    this.hydration = options.hydration ?? 'islands';
    this.manifest = options.manifest;
    this.styles = options.styles;
    this.contractChecks = options.contractChecks ?? false;
    this.pages = new PageCache(options.pageCacheSize ? { maxSize: options.pageCacheSize } : {});
    this.fragments = new FragmentCache(
      options.fragmentCacheSize ? { maxSize: options.fragmentCacheSize } : {},
    );
  }

  /** The page's HTML split around the nonce; throws ERR_RENDER_INVALID_PAGE for a body that is no page. */
  render(body: string | Uint8Array, log: FastifyBaseLogger): PageParts {
    const key = PageCache.key(body, this.hydration, this.manifest.version);
    const cached = this.pages.get(key);
    if (cached) return cached;
    const tree = this.parse(body);
    try {
      const html = this.hydration === 'islands' ? this.islandsDocument(tree, log) : this.wholeDocument(tree);
      return this.pages.set(key, html, tree.page.paymentForms === true);
    } catch (err) {
      throw isRendererError(err) ? err : wrap(Errors.INVALID_PAGE, err);
    }
  }

  private parse(body: string | Uint8Array): PageTree {
    let json: unknown;
    try {
      json = JSON.parse(typeof body === 'string' ? body : Buffer.from(body).toString('utf8'));
    } catch (cause) {
      throw new Errors.INVALID_PAGE('the body is not JSON', { cause });
    }
    if (this.contractChecks) {
      const result = PageTree.safeParse(json);
      if (!result.success) {
        const issue = result.error.issues[0];
        const where = issue?.path.join('.') || 'page';
        throw new Errors.INVALID_PAGE(`${where}: ${issue?.message ?? 'breaks the PageTree schema'}`, {
          cause: result.error,
        });
      }
    } else if (!looksLikePage(json)) {
      throw new Errors.INVALID_PAGE('the body has no page, context or regions');
    }
    return json as PageTree;
  }

  private head(tree: PageTree, preloads: readonly string[], hoisted: string): string {
    const css = this.styles.cssFor(visibleBlocks(tree).map((b) => b.type));
    return renderHead({ tree, css, preloads, hoisted, nonce: NONCE_SLOT });
  }

  private islandsDocument(tree: PageTree, log: FastifyBaseLogger): string {
    const { html, hoisted, islands } = renderIslandsBody(tree, this.fragments, log);
    const preloads = new Set<string>();
    const scripts: string[] = [];
    if (islands.length > 0) {
      for (const url of this.manifest.preloads.islands) preloads.add(url);
      for (const { type, hydrate } of islands) {
        if (hydrate === 'load') for (const url of this.manifest.islands[type] ?? []) preloads.add(url);
      }
      scripts.push(
        `<script type="application/json" id="${ISLANDS_DATA_ID}" nonce="${NONCE_SLOT}">${safeJson(islands)}</script>`,
        `<script type="module" src="${this.manifest.entries.islands}" nonce="${NONCE_SLOT}"></script>`,
      );
    }
    const head = this.head(tree, [...preloads], hoisted);
    return renderDocument(tree.context.locale, head, html + scripts.join(''));
  }

  private wholeDocument(tree: PageTree): string {
    const root = splitHoisted(renderToString(<PageBody tree={tree} />));
    const body =
      `<div id="${PAGE_ROOT_ID}">${root.html}</div>` +
      `<script type="application/json" id="${PAGE_DATA_ID}" nonce="${NONCE_SLOT}">${safeJson(tree)}</script>` +
      `<script type="module" src="${this.manifest.entries.page}" nonce="${NONCE_SLOT}"></script>`;
    return renderDocument(
      tree.context.locale,
      this.head(tree, this.manifest.preloads.page, root.hoisted),
      body,
    );
  }
}
