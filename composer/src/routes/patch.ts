/**
 * GET /v1/patch?from=<site path>&to=<site path> (registered with the prefix /v1/patch): Back and
 * Forward, the patch from the state on screen (`from`) to the address the history restored (`to`).
 * Never stored by shared caches.
 */
import { ActionResponse, ApiError } from '@waypoint/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { compressAnswers, patchAnswer } from '../actions/patch-answer.ts';
import { splitSitePath } from '../context/request-input.ts';
import { siteRequest } from '../context/site-request.ts';

const SitePath = z.string().min(1).max(2048).startsWith('/');
const PatchQuery = z.object({ from: SitePath, to: SitePath });

export async function patchRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  await compressAnswers(app);
  app.get(
    '/',
    {
      prefixTrailingSlash: 'no-slash',
      schema: { querystring: PatchQuery, response: { 200: ActionResponse, 400: ApiError } },
    },
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
