/**
 * The composer's error catalogue, built with the services' one builder (`defineError` of
 * @waypoint/service-kit, on `@fastify/error`): one stable code, message template and HTTP status per
 * entry, documented in docs/errors.md. Spec codes are used where the spec names one.
 */
import { defineError } from '@waypoint/service-kit/errors';

export const Errors = {
  /** storefront.md §2, §8: an invalid market or lang is a 302 to /us/404 with X-error: generic. */
  INVALID_MARKET: defineError('WP_INVALID_MARKET', 'Unknown market "%s"', 302),
  PAGE_NOT_FOUND: defineError('WP_PAGE_NOT_FOUND', 'No page at "%s"', 404),
  UPSTREAM_UNAVAILABLE: defineError('WP_UPSTREAM_UNAVAILABLE', 'Upstream call %s failed: %s', 502),
  UPSTREAM_TIMEOUT: defineError('WP_UPSTREAM_TIMEOUT', 'Upstream call %s timed out after %d ms', 504),
  UPSTREAM_BAD_DATA: defineError(
    'WP_UPSTREAM_BAD_DATA',
    'Upstream call %s returned data that breaks its schema',
    502,
  ),
  UPSTREAM_NOT_FOUND: defineError('WP_UPSTREAM_NOT_FOUND', 'Upstream call %s answered 404', 404),
  /** The page deadline passed: the call was cancelled, not left running (storefront.md §8: only logged). */
  UPSTREAM_CANCELLED: defineError('WP_UPSTREAM_CANCELLED', 'Upstream call %s was cancelled', 504),
  /** The dependency's circuit is open (storefront.md §7: a dead dependency is not hammered). */
  UPSTREAM_CIRCUIT_OPEN: defineError(
    'WP_UPSTREAM_CIRCUIT_OPEN',
    'Upstream dependency %s is failing: %s was not called',
    503,
  ),
  LAYOUT_NOT_FOUND: defineError('WP_LAYOUT_NOT_FOUND', 'No published layout for page "%s" in market %s', 500),
  CONTENT_STORE_UNAVAILABLE: defineError('WP_CONTENT_STORE_UNAVAILABLE', 'The content store failed: %s', 503),
  COMPOSE_DEADLINE: defineError('WP_COMPOSE_DEADLINE', 'Composition of %s exceeded its %d ms deadline', 504),
  /** storefront.md §8: the recently visited trips' cards could not be loaded; the section hides. */
  ERROR_RECENTLY_VISITED_DATA: defineError(
    'ERROR_RECENTLY_VISITED_DATA',
    'Recently visited trips are unavailable',
    502,
  ),
  // ---- the trip page's calls (buying-flow.md §8): each hides or degrades its own block only
  ERROR_AIRPORTS: defineError('ERROR_AIRPORTS', 'The airports of category %s could not be loaded', 502),
  ERROR_COUNTRY_FACTS: defineError('ERROR_COUNTRY_FACTS', 'The facts of country %s could not be loaded', 502),
  ERROR_ITINERARY_DATA: defineError(
    'ERROR_ITINERARY_DATA',
    'The itinerary of category %s from %s could not be loaded',
    502,
  ),
  ERROR_OFFER_CONDITIONS_BLOCK: defineError(
    'ERROR_OFFER_CONDITIONS_BLOCK',
    'The conditions of category %s could not be loaded',
    502,
  ),
  ERROR_FLIGHT_DAYS: defineError(
    'ERROR_FLIGHT_DAYS',
    'The day prices of category %s from %s could not be loaded',
    502,
  ),
  // buying-flow.md §8: the flights list and the order attempt
  ERROR_FLIGHTS_LIST: defineError('ERROR_FLIGHTS_LIST', 'The flights list could not be loaded: %s', 502),
  ERROR_ORDER_ATTEMPT_DATA: defineError(
    'ERROR_ORDER_ATTEMPT_DATA',
    'Reading the order attempt failed: %s',
    502,
  ),
  ERROR_UPDATE_ORDER_ATTEMPT_DATA: defineError(
    'ERROR_UPDATE_ORDER_ATTEMPT_DATA',
    'Updating the order attempt failed: %s',
    502,
  ),
  ERROR_ORDER_ATTEMPT_CREATE_DATA: defineError(
    'ERROR_ORDER_ATTEMPT_CREATE_DATA',
    'Creating the order attempt failed: %s',
    502,
  ),
  // buying-flow.md §4 "Payment", §8: order creation, payment success and card-provider error each have an error state
  ERROR_ORDER_CREATE_DATA: defineError('ERROR_ORDER_CREATE_DATA', 'Creating the booking failed: %s', 502),
  ERROR_PAYMENT_SUCCESS_DATA: defineError(
    'ERROR_PAYMENT_SUCCESS_DATA',
    'Confirming the payment with the provider failed: %s',
    502,
  ),
  ERROR_CARD_PROVIDER_DATA: defineError(
    'ERROR_CARD_PROVIDER_DATA',
    'The payment provider could not start the payment: %s',
    502,
  ),
  ERROR_BUDGET_DATA: defineError('ERROR_BUDGET_DATA', 'The budget call failed: %s', 502),
  ERROR_TICKET_DATA: defineError('ERROR_TICKET_DATA', 'The ticket could not be loaded: %s', 502),
  /** storefront.md §8: the lead form failed (the raffle landing's `submitLead`). */
  ERROR_LEAD_FORM_DATA: defineError('ERROR_LEAD_FORM_DATA', 'The lead form could not be sent: %s', 502),
  ERROR_TICKET_PROVIDERS_DATA: defineError(
    'ERROR_TICKET_PROVIDERS_DATA',
    'The ticket providers could not be loaded: %s',
    502,
  ),
  // ---- the server itself: configuration, bad and failed requests, abuse, overload, shutdown, metrics
  /** A configuration variable is invalid: the process stops, naming every bad variable. */
  INVALID_ENV: defineError('WP_INVALID_ENV', '%s', null),
  /** A request that breaks its schema, or an untyped error with a 4xx status. */
  BAD_REQUEST: defineError('WP_BAD_REQUEST', 'The request is invalid', 400),
  /** An untyped error: logged with its cause, answered without details. */
  INTERNAL: defineError('WP_INTERNAL', 'Internal error', 500),
  /** A URL, cookie or JSON body holding U+0000: refused before any handler or query runs. */
  NUL_BYTE: defineError('WP_NUL_BYTE', 'Request refused: the %s contains a NUL byte', 400),
  OVERLOADED: defineError('WP_OVERLOADED', 'The server is overloaded; try again in a few seconds', 503),
  SHUTTING_DOWN: defineError('WP_SHUTTING_DOWN', 'The server is shutting down; try again', 503),
  ROUTE_NOT_FOUND: defineError('WP_ROUTE_NOT_FOUND', 'No endpoint answers %s', 404),
  METRICS_UNAUTHORIZED: defineError(
    'WP_METRICS_UNAUTHORIZED',
    'Send the metrics token as a Bearer token',
    401,
  ),
  /** POST /v1/actions/<name> with a name no action has. */
  ACTION_NOT_FOUND: defineError('WP_ACTION_NOT_FOUND', 'No action "%s"', 404),
  /** storefront.md §8: a user who is not logged in opens the sales sub-site. */
  SALES_AUTH: defineError('ERR_SALES_AUTH', 'The sales site requires a signed-in agent', 302),
  // ---- studio API: sign-in, sessions, CSRF, permissions, concurrency
  STUDIO_UNAUTHENTICATED: defineError('STUDIO_UNAUTHENTICATED', 'Sign in to the studio first', 401),
  STUDIO_BAD_CREDENTIALS: defineError('STUDIO_BAD_CREDENTIALS', 'E-mail or password is incorrect', 401),
  STUDIO_RATE_LIMITED: defineError(
    'STUDIO_RATE_LIMITED',
    'Too many failed sign-ins; try again in %d seconds',
    429,
  ),
  /** The reason names what was missing: the X-CSRF-Token header, a same-origin Origin, a JSON body. */
  STUDIO_CSRF_FAILED: defineError('STUDIO_CSRF_FAILED', 'Request refused: %s', 403),
  STUDIO_FORBIDDEN: defineError('STUDIO_FORBIDDEN', 'Your role (%s) cannot %s', 403),
  STUDIO_OUT_OF_REACH: defineError('STUDIO_OUT_OF_REACH', '%s', 403),
  STUDIO_PRECONDITION_REQUIRED: defineError(
    'STUDIO_PRECONDITION_REQUIRED',
    'Send If-Match with the ETag you last read',
    428,
  ),
  STUDIO_STALE_REVISION: defineError('STUDIO_STALE_REVISION', '%s', 412),
  STUDIO_SESSIONS_UNAVAILABLE: defineError(
    'STUDIO_SESSIONS_UNAVAILABLE',
    'Studio sessions are unavailable: %s',
    503,
  ),
  STUDIO_BAD_PREVIEW: defineError('STUDIO_BAD_PREVIEW', 'Cannot preview this audience: %s', 400),
  STUDIO_LAST_ADMIN: defineError(
    'STUDIO_LAST_ADMIN',
    '%s is the last enabled admin: make someone else admin first',
    409,
  ),
} as const;

export type ErrorCode = ReturnType<(typeof Errors)[keyof typeof Errors]>['code'];
