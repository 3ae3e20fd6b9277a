/**
 * The composer's error catalogue: one stable code, message template and HTTP status per entry
 * (documented in docs/errors.md; a test keeps the two in step). Spec codes are used where the spec names one.
 */
import createError from '@fastify/error';

export const Errors = {
  /** storefront.md §2, §8: an invalid market or lang is a 302 to /us/404 with X-error: generic. */
  INVALID_MARKET: createError('WP_INVALID_MARKET', 'Unknown market "%s"', 302),
  PAGE_NOT_FOUND: createError('WP_PAGE_NOT_FOUND', 'No page at "%s"', 404),
  UPSTREAM_UNAVAILABLE: createError('WP_UPSTREAM_UNAVAILABLE', 'Upstream call %s failed: %s', 502),
  UPSTREAM_TIMEOUT: createError('WP_UPSTREAM_TIMEOUT', 'Upstream call %s timed out after %d ms', 504),
  UPSTREAM_BAD_DATA: createError(
    'WP_UPSTREAM_BAD_DATA',
    'Upstream call %s returned data that breaks its schema',
    502,
  ),
  UPSTREAM_NOT_FOUND: createError('WP_UPSTREAM_NOT_FOUND', 'Upstream call %s answered 404', 404),
  LAYOUT_NOT_FOUND: createError('WP_LAYOUT_NOT_FOUND', 'No published layout for page "%s" in market %s', 500),
  CONTENT_STORE_UNAVAILABLE: createError('WP_CONTENT_STORE_UNAVAILABLE', 'The content store failed: %s', 503),
  COMPOSE_DEADLINE: createError('WP_COMPOSE_DEADLINE', 'Composition of %s exceeded its %d ms deadline', 504),
  /** storefront.md §8: a user who is not logged in opens the sales sub-site. */
  SALES_AUTH: createError('ERR_SALES_AUTH', 'The sales site requires a signed-in agent', 302),
} as const;

export type ErrorCode = ReturnType<(typeof Errors)[keyof typeof Errors]>['code'];
