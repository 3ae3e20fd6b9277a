/**
 * The studio web server's error catalogue (the studio API's own errors are the composer's): one stable
 * code, message template and HTTP status per entry. A status of null means a start-up failure.
 */

export class StudioWebError extends Error {
  readonly code: string;
  readonly statusCode: number | null;

  constructor(code: string, statusCode: number | null, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StudioWebError';
    this.code = code;
    this.statusCode = statusCode;
  }
}

type StudioWebErrorClass = new (detail: string, options?: { cause?: unknown }) => StudioWebError;

function define(code: string, statusCode: number | null, template: string): StudioWebErrorClass {
  return class extends StudioWebError {
    constructor(detail: string, options?: { cause?: unknown }) {
      super(code, statusCode, template.replace('%s', detail), options);
    }
  };
}

export const Errors = {
  /** The editor's bundle or stylesheet could not be built at start-up: the process stops. */
  ASSETS: define('ERR_STUDIO_ASSETS', null, 'The studio assets could not be built: %s'),
  /** The preview source threw (the composer failed), or answered a body the renderer cannot render. */
  PREVIEW: define('ERR_STUDIO_PREVIEW', 502, 'The preview could not be rendered: %s'),
} as const;

/** Wraps anything thrown into the catalogue entry, keeping the original as `cause`. */
export function wrap(Ctor: StudioWebErrorClass, err: unknown): StudioWebError {
  if (err instanceof StudioWebError) return err;
  const detail = err instanceof Error ? err.message : String(err);
  return new Ctor(detail, { cause: err });
}
