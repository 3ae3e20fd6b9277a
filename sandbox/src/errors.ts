/**
 * The sandbox's error catalogue, built like the composer's with `@fastify/error`: per error a stable
 * code, a message template and an HTTP status. The wire body is the seller's, which the composer parses
 * and must not change: `{ error: { code, message } }`; the checkout's refusals add `fields` (input field
 * to error code), the attempt's current `revision` or a payment's `paymentStatus` (UpstreamCheckoutError).
 * Codes are documented in sandbox/README.md (tested).
 */
import createError, { type FastifyError } from '@fastify/error';
import type { FastifyReply } from 'fastify';

export const Errors = {
  UNKNOWN_MARKET: createError('UNKNOWN_MARKET', "Unknown market '%s'; expected one of %s", 404),
  NOT_FOUND: createError('NOT_FOUND', 'No sandbox route for %s %s', 404),
  UNKNOWN_RESELLER: createError('UNKNOWN_RESELLER', "No logo for reseller '%s'", 404),
  UNKNOWN_ADVISOR_TOKEN: createError('UNKNOWN_ADVISOR_TOKEN', "No advisor config for token '%s'", 404),
  UNKNOWN_PRODUCT: createError('UNKNOWN_PRODUCT', "No product '%s'", 404),
  UNKNOWN_CATEGORY: createError('UNKNOWN_CATEGORY', "No category '%s'", 404),
  UNKNOWN_CONTENT_BLOCK: createError('UNKNOWN_CONTENT_BLOCK', "No content block '%s'", 404),
  UNKNOWN_DESTINATION: createError('UNKNOWN_DESTINATION', "No %s '%s'", 404),
  MEDIA_NOT_FOUND: createError('MEDIA_NOT_FOUND', "No media '%s' of kind '%s'", 404),
  RANGE_NOT_SATISFIABLE: createError(
    'RANGE_NOT_SATISFIABLE',
    "Range '%s' is not satisfiable for %s bytes",
    416,
  ),
  UNKNOWN_ORDER_ATTEMPT: createError('UNKNOWN_ORDER_ATTEMPT', "No order attempt '%s'", 404),
  BAD_REQUEST: createError('BAD_REQUEST', '%s', 400),
  VALIDATION_FAILED: createError('VALIDATION_FAILED', 'Invalid input: %s', 400),
  STALE_REVISION: createError(
    'STALE_REVISION',
    'Revision %s is stale: the order attempt is at revision %s; read it again',
    409,
  ),
  ORDER_ATTEMPT_EXPIRED: createError('ORDER_ATTEMPT_EXPIRED', "Order attempt '%s' expired at %s", 410),
  ALREADY_BOOKED: createError(
    'ALREADY_BOOKED',
    "Order attempt '%s' is booked (%s): it can no longer change",
    409,
  ),
  ALREADY_PAID: createError(
    'ALREADY_PAID',
    "Order attempt '%s' is paid by %s payment '%s': book it instead",
    409,
  ),
  TERMS_VERSION_OUTDATED: createError(
    'TERMS_VERSION_OUTDATED',
    "Terms version '%s' is not the current one ('%s'): show the terms again",
    400,
  ),
  PAYMENT_NOT_COMPLETED: createError('PAYMENT_NOT_COMPLETED', "Payment '%s' is %s: not completed", 402),
  IDEMPOTENCY_KEY_REQUIRED: createError(
    'IDEMPOTENCY_KEY_REQUIRED',
    'This request needs an Idempotency-Key header',
    400,
  ),
  IDEMPOTENCY_KEY_REUSED: createError(
    'IDEMPOTENCY_KEY_REUSED',
    "Idempotency-Key '%s' was already used with a different request",
    422,
  ),
  NO_BOOKING: createError('NO_BOOKING', "Order attempt '%s' has no booking", 404),
  UNKNOWN_BOOKING: createError('UNKNOWN_BOOKING', "No booking '%s'", 404),
  UNKNOWN_PAYMENT: createError('UNKNOWN_PAYMENT', "No payment '%s'", 404),
  UNKNOWN_BUDGET: createError('UNKNOWN_BUDGET', "No budget '%s'", 404),
  INVALID_FAULT_RULE: createError('INVALID_FAULT_RULE', 'Invalid fault rule: %s', 400),
  FAULT_INJECTED: createError('FAULT_INJECTED', 'Fault injected for %s (status %s)', 500),
  MISSING_SENTRY_KEY: createError(
    'MISSING_SENTRY_KEY',
    'An envelope needs sentry_key (query or X-Sentry-Auth)',
    401,
  ),
  INVALID_ENVELOPE: createError('INVALID_ENVELOPE', 'Invalid envelope: %s', 400),
  INTERNAL_ERROR: createError('INTERNAL_ERROR', 'Unexpected sandbox error: %s', 500),
} as const;

export type ErrorCode = keyof typeof Errors;

/**
 * What a checkout error adds: the code of each refused field, the attempt's current revision, or the
 * provider's status of a payment that is not completed.
 */
export interface ErrorExtra {
  fields?: Record<string, string>;
  revision?: number;
  paymentStatus?: string;
}

/** The seller's error body: `{ error: { code, message, ...extra } }`. */
export function errorBody(error: FastifyError, extra: ErrorExtra = {}): string {
  return JSON.stringify({ error: { code: error.code, message: error.message, ...extra } });
}

/** Answers `error` with its status (or `status`, for a fault rule's or a parser's) and the seller's body. */
export function sendError(
  reply: FastifyReply,
  error: FastifyError,
  { status, ...extra }: ErrorExtra & { status?: number } = {},
): FastifyReply {
  return reply
    .code(status ?? error.statusCode ?? 500)
    .type('application/json; charset=utf-8')
    .send(errorBody(error, extra));
}

/** 400 VALIDATION_FAILED with the code of each refused field ('adults OCCUPANCY, flightId REQUIRED'). */
export function sendFieldErrors(reply: FastifyReply, fields: Record<string, string>): FastifyReply {
  const detail = Object.entries(fields)
    .map(([field, code]) => `${field} ${code}`)
    .join(', ');
  return sendError(reply, new Errors.VALIDATION_FAILED(detail), { fields });
}
