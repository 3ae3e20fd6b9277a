/**
 * The studio's preview of a draft: the layout composed for the request's audience at a chosen moment,
 * with explain, never cached; the sales sign-in gate does not apply.
 */
import type { FastifyBaseLogger } from 'fastify';
import { type RequestInput, splitSitePath } from '../context/request-input.ts';
import { Errors } from '../errors.ts';
import type { Deadline } from '../sources/deadline.ts';
import type { PreviewOptions } from './composition.ts';
import { type Failed, type PageResponse, PRIVATE } from './page-response.ts';
import type { Pipeline } from './pipeline.ts';
import { preparePage } from './prepare.ts';
import { responseHeaders } from './response-headers.ts';

export async function previewPage(
  pipeline: Pipeline,
  input: RequestInput,
  options: PreviewOptions,
  log: FastifyBaseLogger,
  deadline: Deadline,
): Promise<PageResponse | Failed> {
  const { layout, now } = options;
  const prepare = (request: RequestInput) =>
    preparePage(pipeline.steps, request, log, { gate: false, studio: true, layout, now, deadline });
  let prepared = await prepare(input);
  // A trip layout is previewed at /{market}/product/{id}: its 301 to the trip's address is followed once.
  const response = prepared.kind === 'answer' ? prepared.response : undefined;
  if (response?.kind === 'redirect' && response.status === 301) {
    const moved = splitSitePath(response.location);
    prepared = await prepare({ ...input, path: moved.path, query: { ...input.query, ...moved.query } });
  }
  if (prepared.kind === 'answer') return prepared.response;
  if (prepared.kind === 'failed') return prepared;
  const { composition: c } = prepared;
  // The path must reach the page that reads this layout, or the draft would be shown under another
  // page's definition (a trip not sold in the market is the not-found page).
  if (c.page.layoutKey(c.params) !== layout.scope.pageKey) {
    throw new Errors.STUDIO_BAD_PREVIEW(
      `${input.path} shows the ${c.page.kind} page here, not a page of the ${layout.scope.pageKey} layout`,
    );
  }
  const note = options.note ? { note: options.note } : {};
  const body = await pipeline.tree.now({ ...c, explain: true, uncachedBlocks: true, ...note });
  const headers = { ...responseHeaders(c.ctx), ...PRIVATE };
  return { kind: 'page', status: 200, body, headers, cookies: [] };
}
