/**
 * The renderer's error catalogue: one stable code, message template and HTTP status per entry
 * (documented in docs/errors.md under "renderer"; errors.test.ts keeps the two in step). A status of
 * null means the error is not answered to a visitor (a start-up failure, or a block left out).
 */

export class RendererError extends Error {
  readonly code: string;
  readonly statusCode: number | null;

  constructor(code: string, statusCode: number | null, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RendererError';
    this.code = code;
    this.statusCode = statusCode;
  }
}

type RendererErrorClass = new (detail: string, options?: { cause?: unknown }) => RendererError;

function define(code: string, statusCode: number | null, template: string): RendererErrorClass {
  return class extends RendererError {
    constructor(detail: string, options?: { cause?: unknown }) {
      super(code, statusCode, template.replace('%s', detail), options);
    }
  };
}

export const Errors = {
  /** The PageSource threw: the composer is unreachable, timed out or crashed. */
  PAGE_SOURCE: define('ERR_RENDER_PAGE_SOURCE', 500, 'The page source failed: %s'),
  /** The body is not JSON, or breaks the PageTree contract (when contract checks are on). */
  INVALID_PAGE: define('ERR_RENDER_INVALID_PAGE', 500, 'The page source answered an invalid page: %s'),
  /** A status the renderer does not turn into HTML (not 200/404/500 with a page, nor a redirect). */
  UNEXPECTED_STATUS: define('ERR_RENDER_UNEXPECTED_STATUS', 500, 'The page source answered %s'),
  /** One block failed to render, or has a type without a component: it is left out of the page. */
  BLOCK: define('ERR_RENDER_BLOCK', null, 'Block %s could not be rendered and was left out'),
  /** The client bundles or the stylesheets could not be built at start-up: the process stops. */
  ASSETS: define('ERR_RENDER_ASSETS', null, 'The client assets could not be built: %s'),
} as const;

export type ErrorCode = InstanceType<(typeof Errors)[keyof typeof Errors]>['code'];

/** Wraps anything thrown into the catalogue entry, keeping the original as `cause`. */
export function wrap(Ctor: RendererErrorClass, err: unknown): RendererError {
  if (err instanceof RendererError) return err;
  const detail = err instanceof Error ? err.message : String(err);
  return new Ctor(detail, { cause: err });
}
