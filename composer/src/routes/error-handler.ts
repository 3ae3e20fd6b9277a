/**
 * Errors that reach Fastify: a schema violation is a 400 naming the field, with every problem as a
 * field error (`errors[].path`, as the studio shows them); a typed 4xx is the client's mistake, logged
 * at info; anything else is logged as an error.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

export function errorHandler(err: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(err)) {
    const issue = err.validation[0];
    const field = issue
      ? `${err.validationContext ?? 'request'}${issue.instancePath.replaceAll('/', '.')}`
      : 'request';
    return reply.code(400).send({
      statusCode: 400,
      code: 'WP_BAD_REQUEST',
      message: `${field} ${issue?.message ?? 'is invalid'}`,
      errors: err.validation.map((v) => ({
        path: v.instancePath
          .split('/')
          .filter((p: string) => p !== '')
          .map((p: string) => (/^\d+$/.test(p) ? Number(p) : p)),
        message: v.message ?? 'is invalid',
      })),
    });
  }
  const status = (err as { statusCode?: number }).statusCode ?? 500;
  if (status >= 400 && status < 500) request.log.info({ err }, 'request refused');
  else request.log.error({ err }, 'unhandled error');
  return reply.code(status >= 400 ? status : 500).send({
    statusCode: status >= 400 ? status : 500,
    code: (err as { code?: string }).code ?? 'WP_INTERNAL',
    message: status < 500 && err instanceof Error ? err.message : 'Internal error',
  });
}
