/**
 * One site request -> one page response, for any page definition (composer/src/pages), as numbered steps
 * that each live in a file of their own; this service only runs them. A shared page is served from the
 * page cache, a miss composes under single flight, and a failing page serves its last good copy, else
 * the spec's 302 to /us/500 (storefront.md §8). A visitor page is never cached (ARCHITECTURE.md
 * "Visitor data"). Which cache holds what: the README's "Caches" table.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { RequestInput } from '../context/request-input.ts';
import { Errors } from '../errors.ts';
import type { RequestDeadline } from '../sources/deadline.ts';
import type { HandleOptions, Located, PreviewOptions } from './composition.ts';
import { hardStop, underDeadline } from './hard-stop.ts';
import { type Answer, type Failed, type PageResponse, PRIVATE } from './page-response.ts';
import { buildPipeline, type PageServiceDeps, type Pipeline } from './pipeline.ts';
import { preparePage } from './prepare.ts';
import { previewPage } from './preview-page.ts';
import { hasCookies, responseHeaders, withCachingHeaders } from './response-headers.ts';
import { locatePage } from './route-request.ts';

export type { PageResponse } from './page-response.ts';
export type { PageServiceDeps } from './pipeline.ts';

/** What the hard stop knows of a request still running: its page kind and its (bounded) page key. */
interface Progress {
  kind: string;
  key: string | null;
}

export class PageService {
  readonly #deadlineMs: number;
  readonly #p: Pipeline;

  constructor(deps: PageServiceDeps) {
    this.#deadlineMs = deps.deadlineMs;
    this.#p = buildPipeline(deps);
  }

  /** The answer given a moment ago to the same request (answer-memo.ts); synchronous. */
  remembered(fingerprint: string): PageResponse | undefined {
    return this.#p.memo.get(fingerprint);
  }

  /** A site request's page, under one deadline, answered by the hard stop at the latest. */
  handle(input: RequestInput, log: FastifyBaseLogger, options: HandleOptions = {}): Promise<PageResponse> {
    const cookiesIn = hasCookies(input.cookies);
    return underDeadline(this.#deadlineMs, input.path, async (deadline) => {
      const progress: Progress = { kind: 'unknown', key: null };
      const answered = this.#handle(input, log, options, deadline, progress, cookiesIn);
      const response = await hardStop(answered, deadline, log, async () => {
        const err = new Errors.COMPOSE_DEADLINE(input.path, this.#deadlineMs);
        return this.#p.pages.fallback(err, progress.kind, progress.key, {}, [], log);
      });
      return withCachingHeaders(response, cookiesIn);
    });
  }

  async #handle(
    input: RequestInput,
    log: FastifyBaseLogger,
    options: HandleOptions,
    deadline: RequestDeadline,
    progress: Progress,
    cookiesIn: boolean,
  ): Promise<PageResponse> {
    const { pages, tree, memo, count } = this.#p;
    // 1-4. Route, the sales gate, data-dependent routing, the layout and the context (prepare.ts)
    const { studio = false, reads, fingerprint } = options;
    const prepared = await preparePage(this.#p.steps, input, log, { gate: true, studio, deadline, reads });
    if (prepared.kind !== 'ready') return this.#answer(prepared, log);
    const { composition: c, cookies } = prepared;
    progress.kind = c.page.kind;
    const headers = responseHeaders(c.ctx);
    const status = c.page.status?.(c.params) ?? 200;
    // 5. A studio user's explain, and visitor pages: composed for this request only, blocks and all
    if (options.explain || c.page.scope === 'visitor') {
      try {
        const uncachedBlocks = c.page.scope === 'visitor';
        const body = await tree.now({ ...c, explain: options.explain ?? false, uncachedBlocks });
        return { kind: 'page', status, body, headers: { ...headers, ...PRIVATE }, cookies };
      } catch (err) {
        return pages.fallback(err, c.page.kind, null, headers, cookies, log);
      }
    }
    // 6. The page cache (page-cache.ts), else composed once for every request that waits on it
    const key = pages.key(c);
    progress.key = c.bounded ? key : null;
    // 7. The answer, remembered for a repeat of the same request when it holds no random draw
    const answer = (given: PageResponse) => {
      const response = withCachingHeaders(given, cookiesIn);
      if (fingerprint !== undefined && prepared.repeatable && !studio)
        memo.keep(fingerprint, key, c.page.kind, response);
      return response;
    };
    const hit = pages.peek(key);
    if (hit !== undefined) {
      count(c.page.kind, 'memory');
      return answer(await tree.serve(c, hit, status, headers, cookies));
    }
    try {
      const cached = await pages.get(c, key, () => tree.json(c, 'defer'));
      count(c.page.kind, 'composed');
      return answer(await tree.serve(c, cached, status, headers, cookies));
    } catch (err) {
      return pages.fallback(err, c.page.kind, c.bounded ? key : null, headers, cookies, log);
    }
  }

  /** The studio's preview of a draft (preview-page.ts). */
  preview(input: RequestInput, options: PreviewOptions, log: FastifyBaseLogger): Promise<PageResponse> {
    return underDeadline(this.#deadlineMs, input.path, async (deadline) =>
      this.#answer(await previewPage(this.#p, input, options, log, deadline), log),
    );
  }

  /** The page an action posted from a site path works on; anything but a page is null. */
  async locate(input: RequestInput, log: FastifyBaseLogger): Promise<Located | null> {
    const located = await locatePage(this.#p.steps, input, log);
    if (located === null || !('err' in located)) return located;
    this.#answer(located, log);
    return null;
  }

  /** An answer a step gave, or the error page for a step that failed before the page had a key. */
  #answer(given: PageResponse | Answer | Failed, log: FastifyBaseLogger): PageResponse {
    if (given.kind === 'answer') return given.response;
    if (given.kind === 'failed') return this.#p.pages.fallback(given.err, given.pageKind, null, {}, [], log);
    return given;
  }
}
