/**
 * Steps 4 and 6 of composition for one page: its page-data calls and its blocks, in flight together, then
 * the page tree (envelope, meta, wire context, regions) serialised once. A shared page's visitor blocks
 * can be left as holes (a template the page cache keeps) and filled per request.
 */
import type { CookieInstruction } from '@waypoint/config';
import { type PageTree, SCHEMA_VERSION } from '@waypoint/schemas';
import type { Translator } from '../i18n/index.ts';
import { BypassCache, LocalOnlyCache } from './cache-like.ts';
import { type ComposeDeps, composeRegions, resolveVisitorSlots } from './compose-page.ts';
import type { Composition } from './composition.ts';
import { wireContext } from './page-meta.ts';
import { type PageResponse, PRIVATE } from './page-response.ts';
import { fillTemplate, type PageTemplate } from './page-template.ts';

/** What a cached page holds: its JSON, or its shared part with holes for visitor blocks. */
export type Cached = string | PageTemplate;

export interface ComposedJson {
  json: string;
  /** The placements of the visitor blocks left as holes. */
  slots: string[];
  /** A block failed or is degraded: the page must not be kept long. */
  degraded: boolean;
}

export class TreeComposer {
  readonly #compose: ComposeDeps;
  readonly #translator: Translator;

  constructor(compose: ComposeDeps, translator: Translator) {
    this.#compose = compose;
    this.#translator = translator;
  }

  /** The whole page for this request, visitor blocks included; nothing of it is cached. */
  async now(c: Composition): Promise<string> {
    return (await this.json(c, 'inline')).json;
  }

  async json(c: Composition, visitor: 'inline' | 'defer'): Promise<ComposedJson> {
    const input = this.#input(c);
    const explain = c.explain
      ? {
          layoutId: c.layout.layoutId,
          ...(c.layout.name ? { layoutName: c.layout.name } : {}),
          version: c.layout.version,
        }
      : undefined;
    // storefront.md §7 Server-side page load: the page-data calls; a failure here fails the page.
    // The resolvers start at once, beside them: every upstream call of the page is in flight together,
    // and each data key is read once (the sources memoise per request).
    const [data, composed] = await Promise.all([
      c.prefetched ?? c.page.prefetch?.({ params: c.params, sources: c.sources, signal: c.deadline.signal }),
      composeRegions(this.#depsFor(c), {
        ...input,
        placements: c.layout.placements,
        visitor,
        ...(explain ? { explain } : {}),
      }),
    ]);
    const tree: PageTree = {
      schemaVersion: SCHEMA_VERSION,
      page: {
        ...c.page.meta({ ctx: c.ctx, t: input.t, params: c.params, data, layout: c.layout }),
        ...(c.page.paymentForms ? { paymentForms: true } : {}),
      },
      context: wireContext(c.ctx),
      regions: composed.regions,
    };
    if (explain) {
      tree.explain = {
        ...explain,
        scope: c.layout.scope,
        asOf: c.now.toISOString(),
        excluded: composed.excluded,
        ...(c.note ? { note: c.note } : {}),
      };
    }
    return {
      json: JSON.stringify(tree),
      slots: composed.slots.map((p) => p.id),
      degraded: composed.degraded,
    };
  }

  /** A cached page as this request gets it: as it is, or with its visitor blocks resolved now. */
  async serve(
    c: Composition,
    cached: Cached,
    status: 200 | 404 | 500,
    headers: Record<string, string>,
    cookies: CookieInstruction[],
  ): Promise<PageResponse> {
    if (typeof cached === 'string') return { kind: 'page', status, body: cached, headers, cookies };
    const placements = cached.slots.map((id) => c.layout.placements.find((p) => p.id === id)!);
    const blocks = await resolveVisitorSlots(this.#compose, this.#input(c), placements);
    const body = fillTemplate(cached, blocks);
    return { kind: 'page', status, body, headers: { ...headers, ...PRIVATE }, cookies };
  }

  #input(c: Composition) {
    return {
      ctx: c.ctx,
      layoutTag: `layout:${c.layout.layoutId}`,
      sources: c.sources,
      t: this.#translator.t(c.ctx.locale, c.ctx.translatorMode),
      log: c.log,
      now: c.now,
      params: c.params,
      deadline: c.deadline,
    };
  }

  /** Uncached blocks (visitor pages, explain), in-process only (unbounded params), or the block cache. */
  #depsFor(c: Composition): ComposeDeps {
    if (c.uncachedBlocks) return { ...this.#compose, cache: new BypassCache() };
    if (c.localBlocks) return { ...this.#compose, cache: new LocalOnlyCache(this.#compose.cache) };
    return this.#compose;
  }
}
