/**
 * The renderer's error catalogue, built with `@fastify/error` as every service's is: one stable code,
 * message template and HTTP status per entry (documented in docs/errors.md under "renderer";
 * errors.test.ts keeps the two in step). No status (`undefined`) means the error is not answered to a
 * visitor: a start-up failure, a block left out, a header dropped. `catalogueWrap` is the one way to wrap
 * a foreign error into an entry; the studio's web server builds its catalogue the same way.
 */
import createError, { type FastifyError, type FastifyErrorConstructor } from '@fastify/error';

/** An error of a catalogue: a stable `code`, and the status answered to a visitor when there is one. */
export type CatalogueError = FastifyError;
export type CatalogueEntry = FastifyErrorConstructor<
  { code: string; statusCode?: number },
  [string?, { cause?: unknown }?]
>;

/** A catalogue entry: `statusCode` null for an error that is only logged (createError's 0 = none). */
export function defineError(code: string, template: string, statusCode: number | null): CatalogueEntry {
  return createError(code, template, statusCode ?? 0) as CatalogueEntry;
}

/**
 * The `wrap` of a catalogue: anything thrown becomes the given entry with the original as `cause`; an
 * error of the same catalogue is kept as it is (it already says what failed).
 */
export function catalogueWrap(catalogue: Record<string, CatalogueEntry>) {
  const entries = Object.values(catalogue);
  return (Entry: CatalogueEntry, err: unknown): CatalogueError => {
    if (entries.some((E) => err instanceof E)) return err as CatalogueError;
    const detail = err instanceof Error ? err.message : String(err);
    return new Entry(detail, { cause: err });
  };
}

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
