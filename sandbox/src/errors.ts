/**
 * The sandbox's error catalogue: a stable code, an HTTP status and a message template per error. Every
 * error body is `{ error: { code, message } }`; the checkout's refusals add `fields` (input field to
 * error code) or the attempt's current `revision` (UpstreamCheckoutError). Codes are documented in
 * sandbox/README.md (tested).
 */
import type { FastifyReply } from 'fastify';
import { fill } from './text.ts';

export const ERRORS = {
  UNKNOWN_MARKET: { status: 404, message: "Unknown market '{market}'; expected one of {markets}" },
  NOT_FOUND: { status: 404, message: 'No sandbox route for {method} {url}' },
  UNKNOWN_RESELLER: { status: 404, message: "No logo for reseller '{reseller}'" },
  UNKNOWN_ADVISOR_TOKEN: { status: 404, message: "No advisor config for token '{token}'" },
  UNKNOWN_PRODUCT: { status: 404, message: "No product '{id}'" },
  UNKNOWN_CATEGORY: { status: 404, message: "No category '{categoryId}'" },
  UNKNOWN_CONTENT_BLOCK: { status: 404, message: "No content block '{id}'" },
  MEDIA_NOT_FOUND: { status: 404, message: "No media '{file}' of kind '{kind}'" },
  RANGE_NOT_SATISFIABLE: { status: 416, message: "Range '{range}' is not satisfiable for {size} bytes" },
  UNKNOWN_ORDER_ATTEMPT: { status: 404, message: "No order attempt '{token}'" },
  BAD_REQUEST: { status: 400, message: '{detail}' },
  VALIDATION_FAILED: { status: 400, message: 'Invalid input: {detail}' },
  STALE_REVISION: {
    status: 409,
    message: 'Revision {revision} is stale: the order attempt is at revision {current}; read it again',
  },
  ORDER_ATTEMPT_EXPIRED: { status: 410, message: "Order attempt '{token}' expired at {expiredAt}" },
  ALREADY_BOOKED: {
    status: 409,
    message: "Order attempt '{token}' is booked ({bookingToken}): it can no longer change",
  },
  ALREADY_PAID: {
    status: 409,
    message: "Order attempt '{token}' is paid by {provider} payment '{paymentId}': book it instead",
  },
  TERMS_VERSION_OUTDATED: {
    status: 400,
    message: "Terms version '{version}' is not the current one ('{current}'): show the terms again",
  },
  PAYMENT_NOT_COMPLETED: { status: 402, message: "Payment '{paymentId}' is {paymentStatus}: not completed" },
  IDEMPOTENCY_KEY_REQUIRED: { status: 400, message: 'This request needs an Idempotency-Key header' },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    message: "Idempotency-Key '{key}' was already used with a different request",
  },
  NO_BOOKING: { status: 404, message: "Order attempt '{token}' has no booking" },
  UNKNOWN_BOOKING: { status: 404, message: "No booking '{token}'" },
  UNKNOWN_PAYMENT: { status: 404, message: "No payment '{id}'" },
  UNKNOWN_BUDGET: { status: 404, message: "No budget '{id}'" },
  INVALID_FAULT_RULE: { status: 400, message: 'Invalid fault rule: {detail}' },
  FAULT_INJECTED: { status: 500, message: 'Fault injected for {path} (status {status})' },
  INTERNAL_ERROR: { status: 500, message: 'Unexpected sandbox error: {detail}' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

export function errorMessage(code: ErrorCode, params: Record<string, string | number> = {}): string {
  return fill(ERRORS[code].message, params);
}

/**
 * What a checkout error adds: the code of each refused field, the attempt's current revision, or the
 * provider's status of a payment that is not completed.
 */
export interface ErrorExtra {
  fields?: Record<string, string>;
  revision?: number;
  paymentStatus?: string;
}

export function errorBody(
  code: ErrorCode,
  params: Record<string, string | number> = {},
  extra: ErrorExtra = {},
): string {
  return JSON.stringify({ error: { code, message: errorMessage(code, params), ...extra } });
}

export function sendError(
  reply: FastifyReply,
  code: ErrorCode,
  params: Record<string, string | number> = {},
  status: number = ERRORS[code].status,
  extra: ErrorExtra = {},
): FastifyReply {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(errorBody(code, params, extra));
}

/** 400 VALIDATION_FAILED with the code of each refused field ('adults OCCUPANCY, flightId REQUIRED'). */
export function sendFieldErrors(reply: FastifyReply, fields: Record<string, string>): FastifyReply {
  const detail = Object.entries(fields)
    .map(([field, code]) => `${field} ${code}`)
    .join(', ');
  return sendError(reply, 'VALIDATION_FAILED', { detail }, 400, { fields });
}
