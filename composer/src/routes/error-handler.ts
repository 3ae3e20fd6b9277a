/**
 * Errors that reach Fastify: a schema violation is a 400 naming the field, with every problem as a
 * field error (`errors[].path`, as the studio shows them); a typed 4xx is the client's mistake, logged
 * at info; anything else is logged as an error.
 *
 * No answer carries an internal or database message: only a typed client error
 * (`@fastify/error`, status 4xx) keeps its own message; a 5xx answers a generic message for its status,
 * its stable code when it is typed (`WP_INTERNAL` otherwise) and the request id to quote.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { Errors } from '../errors.ts';

/** What a 5xx says, whatever its cause said: the cause is in the log under the same request id. */
const GENERIC_MESSAGES: Record<number, string> = {
  500: 'Internal error',
  502: 'An upstream service failed',
  503: 'Service unavailable; try again shortly',
  504: 'An upstream service timed out',
};

/** Codes whose 5xx message is written for the client (no cause in it). */
const PUBLIC_5XX_MESSAGES: ReadonlySet<string> = new Set(
  [Errors.OVERLOADED, Errors.SHUTTING_DOWN, Errors.ERROR_RECENTLY_VISITED_DATA].map(
    (entry) => new entry().code,
  ),
);

interface TypedError extends Error {
  code: string;
  statusCode: number;
}

/** Built with `@fastify/error` (ours and Fastify's own): a stable code, a status, a written message. */
function isTyped(err: unknown): err is TypedError {
  return (
    err instanceof Error &&
    err.name === 'FastifyError' &&
    typeof (err as Partial<TypedError>).code === 'string' &&
    typeof (err as Partial<TypedError>).statusCode === 'number'
  );
}

function statusOf(err: unknown): number {
  const status = (err as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && Number.isInteger(status) && status >= 400 && status <= 599
    ? status
    : 500;
}

/** The body of an error answer: `{ statusCode, code, message }`, plus `requestId` for a 5xx. */
export function errorBody(err: unknown, requestId: string) {
  const statusCode = statusOf(err);
  const typed = isTyped(err);
  if (statusCode < 500) {
    const { code, message } = typed ? err : new Errors.BAD_REQUEST();
    return { statusCode, code, message };
  }
  const code = typed ? err.code : new Errors.INTERNAL().code;
  const message =
    typed && PUBLIC_5XX_MESSAGES.has(code) ? err.message : (GENERIC_MESSAGES[statusCode] ?? 'Internal error');
  return { statusCode, code, message, requestId };
}

export function errorHandler(err: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(err)) {
    const issue = err.validation[0];
    const field = issue
      ? `${err.validationContext ?? 'request'}${issue.instancePath.replaceAll('/', '.')}`
      : 'request';
    return reply.code(400).send({
      statusCode: 400,
      code: new Errors.BAD_REQUEST().code,
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
  const body = errorBody(err, request.id);
  // A shed or drained request is expected under load; logging each at error level would add to it.
  if (PUBLIC_5XX_MESSAGES.has(body.code)) request.log.debug({ code: body.code }, 'request refused');
  else if (body.statusCode < 500) request.log.info({ err }, 'request refused');
  else request.log.error({ err }, 'unhandled error');
  return reply.code(body.statusCode).send(body);
}
