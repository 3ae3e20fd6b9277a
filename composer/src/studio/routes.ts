/**
 * The studio API under /studio/api (contract in schemas/src/studio.ts): layouts and their
 * drafts, versions, diffs, scheduled publications and previews, users and the audit log, one
 * encapsulated plugin per resource (./resources), registered here with the API's prefix. Sign-in,
 * sessions, CSRF and permissions come from ./auth; every write needs If-Match (./etag.ts) and is
 * audited by the store in the same transaction; every denial is audited by ./auth.
 */
import { CmsError, CmsValidationError } from '@waypoint/cms-adapter';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Errors } from '../errors.ts';
import { etagOf } from './etag.ts';
import { auditRoutes } from './resources/audit.ts';
import { catalogueRoutes } from './resources/catalogue.ts';
import { layoutRoutes } from './resources/layouts.ts';
import { previewRoutes } from './resources/preview.ts';
import { scheduleRoutes } from './resources/schedules.ts';
import { layoutDetail, STUDIO_API, type StudioRoutesOptions } from './resources/shared.ts';
import { userRoutes } from './resources/users.ts';

export { STUDIO_API, type StudioRoutesOptions };

const RESOURCES = [catalogueRoutes, layoutRoutes, scheduleRoutes, previewRoutes, userRoutes, auditRoutes];

export async function studioRoutes(parent: FastifyInstance, options: StudioRoutesOptions): Promise<void> {
  parent.setErrorHandler((err: FastifyError, request, reply) =>
    studioErrorHandler(options, err, request, reply),
  );
  for (const resource of RESOURCES) await parent.register(resource, { ...options, prefix: STUDIO_API });
}

/**
 * The content store's refusals as studio answers: field errors (400), a stale If-Match (412, with the
 * layout as it is now so the studio can show the other change), the last admin (409
 * STUDIO_LAST_ADMIN), the rest with their code and status. A store failure keeps its own safe message
 * (the driver's text is only logged). Everything else goes to the app's handler.
 */
async function studioErrorHandler(
  options: StudioRoutesOptions,
  err: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (err instanceof CmsValidationError) {
    return reply
      .code(400)
      .send({ statusCode: 400, code: err.code, message: err.message, errors: err.errors });
  }
  if (err instanceof CmsError && err.code === 'CMS_STALE_REVISION') {
    const id = (request.params as { id?: string } | undefined)?.id;
    const current =
      id && request.url.includes('/layouts/')
        ? await layoutDetail(options.content, id).catch(() => undefined)
        : undefined;
    if (current) reply.header('ETag', etagOf(current.layout.revision));
    const { statusCode, code, message } = new Errors.STUDIO_STALE_REVISION(
      `${err.message}. Someone else changed it since you loaded it; reload to see their change.`,
    );
    return reply.code(statusCode).send({ statusCode, code, message, ...(current ? { current } : {}) });
  }
  if (err instanceof CmsError && err.code === 'CMS_LAST_ADMIN') {
    // The studio's code for it (docs/errors.md); the store's message names the admin.
    const { statusCode, code } = new Errors.STUDIO_LAST_ADMIN('');
    return reply.code(statusCode).send({ statusCode, code, message: err.message });
  }
  if (err instanceof CmsError) {
    if (err.statusCode >= 500) request.log.error({ err }, 'studio: content store failed');
    else request.log.info({ err }, 'studio: request refused');
    return reply
      .code(err.statusCode)
      .send({ statusCode: err.statusCode, code: err.code, message: err.message });
  }
  throw err; // the app's handler: 400 for schema violations, typed errors, logged 500s
}
