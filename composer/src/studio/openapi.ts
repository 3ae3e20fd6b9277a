/**
 * The studio API's OpenAPI 3.1 document, generated from the route schemas (which are the zod schemas
 * of schemas/src/studio.ts) by @fastify/swagger and fastify-type-provider-zod, served at
 * /studio/api/openapi.json. Registered before any route so it sees them all; only /studio/api routes
 * are described (the page API has its own published JSON Schemas).
 */
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const OPENAPI_PATH = '/studio/api/openapi.json';

export async function registerStudioOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Waypoint studio API',
        version: '1.0.0',
        description:
          'Sign in with POST /studio/api/session, then send the returned csrfToken as X-CSRF-Token on every ' +
          'write. Writes to layouts and users need If-Match with the ETag last read: 412 when stale, 428 when missing. ' +
          'Every answer is Cache-Control: private, no-store. Errors are { statusCode, code, message, errors? }: ' +
          '400 for a field that breaks its schema (control characters included), 401/403 for the session, role, ' +
          'reach or CSRF, 404 for an unknown id, 414 for a path id over 100 characters, 413/415 for a body over ' +
          '1 MiB or not JSON, 503 while the service sheds load or a store is down.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'waypoint_studio' },
          csrf: { type: 'apiKey', in: 'header', name: 'X-CSRF-Token' },
        },
      },
      security: [{ session: [] }],
    },
    transform: (args) => {
      if (!args.url.startsWith('/studio/api/') || args.url === OPENAPI_PATH) {
        return { schema: { ...args.schema, hide: true }, url: args.url };
      }
      return jsonSchemaTransform(args);
    },
    transformObject: jsonSchemaTransformObject,
  });
}

/** Call after every route is registered. */
export function serveStudioOpenApi(app: FastifyInstance): void {
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').send(app.swagger()),
  );
}
