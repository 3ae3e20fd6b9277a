/**
 * POST /v1/actions/<name> (ARCHITECTURE.md "Actions"; registered with the prefix /v1/actions):
 * `{ path, input }` with the Host and cookies of a page request. The action's input is checked with its
 * zod schema (422 with field errors in the visitor's language), then the action says where the page
 * goes; the answer patches the page on screen (composed for `path`) into the page at the new address
 * (composed for `url`) by block id (actions/patch-answer.ts). Unknown action: 404. Answers are never
 * stored by shared caches, and are compressed.
 */
import { DEFAULT_LOCALE } from '@waypoint/config';
import { ActionRequest, ActionResponse, ApiError } from '@waypoint/schemas';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACTIONS } from '../actions/actions.gen.ts';
import type { FieldError } from '../actions/define-action.ts';
import { compressAnswers, patchAnswer } from '../actions/patch-answer.ts';
import { clientOf } from '../client.ts';
import { splitSitePath } from '../context/request-input.ts';
import { sendCookies, siteRequest } from '../context/site-request.ts';
import { Errors } from '../errors.ts';
import type { Translator } from '../i18n/index.ts';

const Params = z.object({ name: z.string().min(1).max(64) });

export async function actionRoutes(
  parent: FastifyInstance,
  options: { translator: Translator; now: () => Date },
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  await compressAnswers(app);
  app.post(
    '/:name',
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
