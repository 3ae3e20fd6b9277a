/**
 * POST /v1/actions/<name> (ARCHITECTURE.md "Actions"): `{ path, input }` with the Host and cookies of a
 * page request. The action's input is checked with its zod schema (422 with field errors in the
 * visitor's language), then the action says where the page goes; the answer patches the page on screen
 * (composed for `path`) into the page at the new address (composed for `url`) by block id. Unknown
 * action: 404. Answers are never stored by shared caches, and are compressed (brotli or gzip, as the
 * client accepts): a patch is 5 to 15 KB of JSON, a few KB on the wire.
 */
import { constants } from 'node:zlib';
import compress from '@fastify/compress';

import { DEFAULT_LOCALE } from '@waypoint/config';
import {
  ActionRequest,
  ActionResponse,
  type AnalyticsEvent,
  ApiError,
  type PageTree,
} from '@waypoint/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACTIONS } from '../actions/actions.gen.ts';
import type { FieldError } from '../actions/define-action.ts';
import { pagePatch } from '../actions/page-patch.ts';
import { clientOf } from '../client.ts';
import type { PageResponse } from '../compose/page-service.ts';
import { splitSitePath } from '../context/request-input.ts';
import { sendCookies, siteRequest } from '../context/site-request.ts';
import { Errors } from '../errors.ts';
import type { Translator } from '../i18n/index.ts';

const Params = z.object({ name: z.string().min(1).max(64) });
const SitePath = z.string().min(1).max(2048).startsWith('/');
const PatchQuery = z.object({ from: SitePath, to: SitePath });

export async function actionRoutes(
  parent: FastifyInstance,
  options: { translator: Translator; now: () => Date },
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  // This plugin's routes only (encapsulated): the page routes answer the cache's bytes as they are.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Brotli quality 5: a 19 KB patch to 3.0 KB in about 0.2 ms here; quality 11 gains 0.3 KB for 19 ms.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  app.post(
    '/v1/actions/:name',
    {
      schema: {
        params: Params,
        body: ActionRequest,
        response: {
          200: ActionResponse,
          409: ActionResponse,
          410: ActionResponse,
          422: ActionResponse,
          400: ApiError,
          404: ApiError,
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const name = request.params.name;
      const action = Object.hasOwn(ACTIONS, name) ? ACTIONS[name] : undefined;
      if (!action) throw new Errors.ACTION_NOT_FOUND(name);
      const current = splitSitePath(request.body.path);
      const input = siteRequest(request, current.path, current.query);
      const located = await app.pages.locate(input, request.log);
      const t = options.translator.t(located?.locale ?? DEFAULT_LOCALE, false);
      const refuse = (errors: FieldError[]) => reply.code(422).send({ errors });
      if (!located || !([action.page].flat() as string[]).includes(located.page.kind)) {
        request.log.info({ action: name, path: request.body.path }, 'action posted from another page');
        return refuse([
          { field: 'path', code: 'ACTION_NOT_ON_PAGE', message: t('actions.errors.notOnPage') },
        ]);
      }
      const parsed = action.input.safeParse(request.body.input);
      if (!parsed.success) {
        return refuse(
          parsed.error.issues.map((issue) => ({
            field: issue.path.join('.') || 'input',
            code: 'INVALID_INPUT',
            message: t('actions.errors.invalid'),
          })),
        );
      }
      const outcome = await action.run({
        input: parsed.data,
        page: { params: located.params, path: current.path, query: current.query },
        locale: located.locale,
        sources: located.sources,
        t,
        log: request.log,
        signal: abortedWith(reply),
        now: options.now(),
        cookies: input.cookies,
        origin: located.origin,
        site: located.site,
        isAgent: located.isAgent,
      });
      if ('errors' in outcome) return refuse(outcome.errors);
      const events = outcome.events && outcome.events.length > 0 ? { events: outcome.events } : {};
      if ('navigate' in outcome) return { navigate: outcome.navigate, ...events };
      if (outcome.cookies) sendCookies(reply, { cookies: outcome.cookies }, clientOf(request).host);
      const answer = await patchAnswer(request, reply, app, input, outcome.url, events, outcome.refresh);
      if (!outcome.refused) return answer;
      return reply.code(outcome.refused.status).send({ ...answer, errors: outcome.refused.errors });
    },
  );

  // Back and Forward: the patch from the state on screen (`from`) to the address the history restored.
  app.get(
    '/v1/patch',
    { schema: { querystring: PatchQuery, response: { 200: ActionResponse, 400: ApiError } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const from = splitSitePath(request.query.from);
      return patchAnswer(
        request,
        reply,
        app,
        siteRequest(request, from.path, from.query),
        request.query.to,
        {},
      );
    },
  );
}

/** Both pages composed as a GET would (the one on screen is usually a cache hit), then their difference. */
async function patchAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  app: FastifyInstance,
  before: ReturnType<typeof siteRequest>,
  url: string,
  events: { events?: AnalyticsEvent[] },
  refresh: readonly string[] = [],
) {
  const next = splitSitePath(url);
  // One set of upstream reads for both: the two pages of a checkout read the same order attempt.
  const reads = new Map<string, Promise<unknown>>();
  const [old, fresh] = await Promise.all([
    app.pages.handle(before, request.log, { reads }),
    app.pages.handle(siteRequest(request, next.path, next.query), request.log, { reads }),
  ]);
  if (fresh.kind === 'redirect') return { navigate: fresh.location, ...events };
  sendCookies(reply, fresh, clientOf(request).host);
  const patch = old.kind === 'page' ? pagePatch(tree(old), tree(fresh), new Set(refresh)) : null;
  // A change that patches cannot express (blocks reordered by a rule): the client loads the page.
  if (patch === null) return { navigate: url, ...events };
  return { patch, url, ...events };
}

/** Fires when the client goes away before the answer (a newer action superseded this one). */
function abortedWith(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  // The response's 'close' fires when the connection goes (the request's fires once its body is read).
  reply.raw.once('close', () => {
    if (!reply.raw.writableEnded) controller.abort();
  });
  return controller.signal;
}

const tree = (response: Extract<PageResponse, { kind: 'page' }>) => JSON.parse(response.body) as PageTree;
