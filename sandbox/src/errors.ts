/**
 * The sandbox's error catalogue, built like the composer's with the services' one builder
 * (`defineError` of @waypoint/service-kit, on `@fastify/error`): per error a stable code, a message
 * template and an HTTP status. The wire body is the seller's, which the composer parses
 * and must not change: `{ error: { code, message } }`; the checkout's refusals add `fields` (input field
 * to error code), the attempt's current `revision` or a payment's `paymentStatus` (UpstreamCheckoutError).
 * Codes are documented in docs/errors.md under "sandbox" (tests/error-catalogue.test.ts).
 */
import { type CatalogueError, defineError } from '@waypoint/service-kit/errors';
import type { FastifyReply } from 'fastify';

export const Errors = {
  UNKNOWN_MARKET: defineError('UNKNOWN_MARKET', "Unknown market '%s'; expected one of %s", 404),
  NOT_FOUND: defineError('NOT_FOUND', 'No sandbox route for %s %s', 404),
  UNKNOWN_RESELLER: defineError('UNKNOWN_RESELLER', "No logo for reseller '%s'", 404),
  UNKNOWN_ADVISOR_TOKEN: defineError('UNKNOWN_ADVISOR_TOKEN', "No advisor config for token '%s'", 404),
  UNKNOWN_PRODUCT: defineError('UNKNOWN_PRODUCT', "No product '%s'", 404),
  UNKNOWN_CATEGORY: defineError('UNKNOWN_CATEGORY', "No category '%s'", 404),
  UNKNOWN_CONTENT_BLOCK: defineError('UNKNOWN_CONTENT_BLOCK', "No content block '%s'", 404),
  UNKNOWN_DESTINATION: defineError('UNKNOWN_DESTINATION', "No %s '%s'", 404),
  MEDIA_NOT_FOUND: defineError('MEDIA_NOT_FOUND', "No media '%s' of kind '%s'", 404),
  RANGE_NOT_SATISFIABLE: defineError(
    'RANGE_NOT_SATISFIABLE',
    "Range '%s' is not satisfiable for %s bytes",
    416,
  ),
  UNKNOWN_ORDER_ATTEMPT: defineError('UNKNOWN_ORDER_ATTEMPT', "No order attempt '%s'", 404),
  BAD_REQUEST: defineError('BAD_REQUEST', '%s', 400),
  VALIDATION_FAILED: defineError('VALIDATION_FAILED', 'Invalid input: %s', 400),
  STALE_REVISION: defineError(
    'STALE_REVISION',
    'Revision %s is stale: the order attempt is at revision %s; read it again',
    409,
  ),
  ORDER_ATTEMPT_EXPIRED: defineError('ORDER_ATTEMPT_EXPIRED', "Order attempt '%s' expired at %s", 410),
  ALREADY_BOOKED: defineError(
    'ALREADY_BOOKED',
    "Order attempt '%s' is booked (%s): it can no longer change",
    409,
  ),
  ALREADY_PAID: defineError(
    'ALREADY_PAID',
    "Order attempt '%s' is paid by %s payment '%s': book it instead",
    409,
  ),
  TERMS_VERSION_OUTDATED: defineError(
    'TERMS_VERSION_OUTDATED',
    "Terms version '%s' is not the current one ('%s'): show the terms again",
    400,
  ),
  PAYMENT_NOT_COMPLETED: defineError('PAYMENT_NOT_COMPLETED', "Payment '%s' is %s: not completed", 402),
  IDEMPOTENCY_KEY_REQUIRED: defineError(
    'IDEMPOTENCY_KEY_REQUIRED',
    'This request needs an Idempotency-Key header',
    400,
  ),
  IDEMPOTENCY_KEY_REUSED: defineError(
    'IDEMPOTENCY_KEY_REUSED',
    "Idempotency-Key '%s' was already used with a different request",
    422,
  ),
  NO_BOOKING: defineError('NO_BOOKING', "Order attempt '%s' has no booking", 404),
  UNKNOWN_BOOKING: defineError('UNKNOWN_BOOKING', "No booking '%s'", 404),
  UNKNOWN_PAYMENT: defineError('UNKNOWN_PAYMENT', "No payment '%s'", 404),
  UNKNOWN_BUDGET: defineError('UNKNOWN_BUDGET', "No budget '%s'", 404),
  INVALID_FAULT_RULE: defineError('INVALID_FAULT_RULE', 'Invalid fault rule: %s', 400),
  FAULT_INJECTED: defineError('FAULT_INJECTED', 'Fault injected for %s (status %s)', 500),
  MISSING_SENTRY_KEY: defineError(
    'MISSING_SENTRY_KEY',
    'An envelope needs sentry_key (query or X-Sentry-Auth)',
    401,
  ),
  INVALID_ENVELOPE: defineError('INVALID_ENVELOPE', 'Invalid envelope: %s', 400),
  INTERNAL_ERROR: defineError('INTERNAL_ERROR', 'Unexpected sandbox error: %s', 500),
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
export function errorBody(error: CatalogueError, extra: ErrorExtra = {}): string {
  return JSON.stringify({ error: { code: error.code, message: error.message, ...extra } });
}

/** Answers `error` with its status (or `status`, for a fault rule's or a parser's) and the seller's body. */
export function sendError(
  reply: FastifyReply,
  error: CatalogueError,
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
