/**
 * The renderer's error catalogue, built with the services' one builder (`defineError` of
 * @waypoint/service-kit, on `@fastify/error`): one stable code, message template and HTTP status per
 * entry, documented in docs/errors.md under "renderer". No status means the error is not answered to a
 * visitor: a start-up failure, a block left out, a header dropped.
 */
import { type CatalogueError, catalogueWrap, defineError } from '@waypoint/service-kit/errors';

export const Errors = {
  /** The PageSource threw: the composer is unreachable, timed out or crashed. */
  PAGE_SOURCE: defineError('ERR_RENDER_PAGE_SOURCE', 'The page source failed: %s', 500),
  /** The body is not JSON, or breaks the PageTree contract (when contract checks are on). */
  INVALID_PAGE: defineError('ERR_RENDER_INVALID_PAGE', 'The page source answered an invalid page: %s', 500),
  /** A status the renderer does not turn into HTML (not 200/404/500 with a page, nor a redirect). */
  UNEXPECTED_STATUS: defineError('ERR_RENDER_UNEXPECTED_STATUS', 'The page source answered %s', 500),
  /** The page source is shutting down or shedding load (it answered 503, or failed while this server closes). */
  UNAVAILABLE: defineError('ERR_RENDER_UNAVAILABLE', 'The page source is unavailable: %s', 503),
  /** A proxied API path that is malformed percent-encoding, holds a NUL or climbs out with '..'. */
  BAD_PATH: defineError('ERR_RENDER_BAD_PATH', 'Not a path that can be passed on: %s', 400),
  /** A header the composer sent is not valid header text: it is dropped, the page is served. */
  INVALID_HEADER: defineError('ERR_RENDER_INVALID_HEADER', 'The page source sent an invalid %s header', null),
  /** One block failed to render, or has a type without a component: it is left out of the page. */
  BLOCK: defineError('ERR_RENDER_BLOCK', 'Block %s could not be rendered and was left out', null),
  /** The client bundles or the stylesheets could not be built at start-up: the process stops. */
  ASSETS: defineError('ERR_RENDER_ASSETS', 'The client assets could not be built: %s', null),
} as const;

export type RendererError = CatalogueError;

/** Whether `err` is one of the renderer's errors. */
export function isRendererError(err: unknown): err is RendererError {
  return Object.values(Errors).some((E) => err instanceof E);
}

/** Wraps anything thrown into the catalogue entry, keeping the original as `cause`. */
export const wrap = catalogueWrap(Errors);
