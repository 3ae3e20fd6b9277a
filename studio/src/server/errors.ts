/**
 * The studio web server's error catalogue (the studio API's own errors are the composer's), built with
 * the services' one builder (`defineError` of @waypoint/service-kit, on `@fastify/error`): one stable
 * code, message template and HTTP status per entry, documented in docs/errors.md under "studio". No
 * status means a start-up failure.
 */
import { catalogueWrap, defineError } from '@waypoint/service-kit/errors';

export const Errors = {
  /** The editor's bundle or stylesheet could not be built at start-up: the process stops. */
  ASSETS: defineError('ERR_STUDIO_ASSETS', 'The studio assets could not be built: %s', null),
  /** The preview source threw (the composer failed), or answered a body the renderer cannot render. */
  PREVIEW: defineError('ERR_STUDIO_PREVIEW', 'The preview could not be rendered: %s', 502),
  /** A `/studio/api/*` or asset path that no route serves. */
  NOT_FOUND: defineError('STUDIO_NOT_FOUND', 'No such studio resource: %s', 404),
  /** The composer is shutting down or shedding load, or failed while this server closes. */
  UNAVAILABLE: defineError('ERR_STUDIO_UNAVAILABLE', 'The composer is unavailable: %s', 503),
} as const;

/** Wraps anything thrown into the catalogue entry, keeping the original as `cause`. */
export const wrap = catalogueWrap(Errors);
