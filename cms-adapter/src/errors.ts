/**
 * The content store's error catalogue: one stable code, message template and HTTP status per entry,
 * documented in README.md (errors.test.ts keeps the two in step). Database failures are wrapped here
 * so callers never see a driver error without a code; the driver error stays on `cause`.
 */

export const CMS_ERRORS = {
  CMS_LAYOUT_NOT_FOUND: { status: 404, message: 'Layout "%s" does not exist' },
  CMS_VERSION_NOT_FOUND: { status: 404, message: 'Layout "%s" has no published version %s' },
  CMS_DRAFT_NOT_FOUND: { status: 409, message: 'Layout "%s" has no draft to publish' },
  CMS_LAYOUT_EXISTS: { status: 409, message: 'A layout already exists for scope %s' },
  CMS_STALE_REVISION: { status: 412, message: '%s "%s" is at revision %s, not %s' },
  CMS_REVISION_REQUIRED: { status: 428, message: 'A change to %s "%s" needs the revision it was based on' },
  CMS_SCHEDULE_NOT_FOUND: { status: 404, message: 'Layout "%s" has no scheduled publication "%s"' },
  CMS_SCHEDULE_NOT_PENDING: { status: 409, message: 'Scheduled publication "%s" is %s, no longer pending' },
  CMS_USER_NOT_FOUND: { status: 404, message: 'Studio user "%s" does not exist' },
  CMS_USER_EXISTS: { status: 409, message: 'A studio user with e-mail %s already exists' },
  CMS_VALIDATION_FAILED: { status: 400, message: 'Invalid content: %s' },
  CMS_DB_UNAVAILABLE: { status: 503, message: 'The content database is unavailable: %s' },
  CMS_QUERY_FAILED: { status: 500, message: 'A content database query failed: %s' },
  CMS_MIGRATION_FAILED: { status: 500, message: 'Migration %s failed: %s' },
} as const satisfies Record<string, { status: number; message: string }>;

export type CmsErrorCode = keyof typeof CMS_ERRORS;

/** One problem with submitted content, addressed like zod issues: `[3, 'config', 'to']`. */
export interface FieldError {
  path: (string | number)[];
  message: string;
}

export class CmsError extends Error {
  override readonly name: string = 'CmsError';
  readonly code: CmsErrorCode;
  readonly statusCode: number;

  constructor(code: CmsErrorCode, args: readonly (string | number)[] = [], options?: { cause?: unknown }) {
    let i = 0;
    super(
      CMS_ERRORS[code].message.replace(/%s/g, () => String(args[i++] ?? '')),
      options?.cause === undefined ? undefined : { cause: options.cause },
    );
    this.code = code;
    this.statusCode = CMS_ERRORS[code].status;
  }
}

/** Content that fails its schema; `errors` carries field-level paths for the studio. */
export class CmsValidationError extends CmsError {
  override readonly name = 'CmsValidationError';
  readonly errors: FieldError[];

  constructor(errors: FieldError[]) {
    const first = errors[0];
    super('CMS_VALIDATION_FAILED', [
      first ? `${first.path.join('.') || '(root)'}: ${first.message}` : 'unknown',
    ]);
    this.errors = errors;
  }
}

/**
 * A write based on an old revision (ETag) of a layout or user; `currentRevision` is the one to reload.
 * Nothing was changed.
 */
export class CmsStaleRevisionError extends CmsError {
  override readonly name = 'CmsStaleRevisionError';
  readonly currentRevision: number;

  constructor(what: 'Layout' | 'User', id: string, currentRevision: number, expectedRevision: number) {
    super('CMS_STALE_REVISION', [what, id, currentRevision, expectedRevision]);
    this.currentRevision = currentRevision;
  }
}

export function isCmsError(err: unknown, code?: CmsErrorCode): err is CmsError {
  return err instanceof CmsError && (code === undefined || err.code === code);
}

// SQLSTATE classes and socket errors that mean "the database is not there", not "the query is wrong".
const UNAVAILABLE_SQLSTATE = /^(08|53|57P0)/;
const UNAVAILABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EPIPE',
]);
const UNAVAILABLE_MESSAGE =
  /timeout exceeded when trying to connect|Connection terminated|PGlite is closed|not connected/i;

/** The SQLSTATE (or errno) of a driver error, also when it is already wrapped in a CmsError. */
export function sqlStateOf(err: unknown): string | undefined {
  const target = err instanceof CmsError ? err.cause : err;
  const code = (target as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Wraps a driver error with a stable code; CmsErrors pass through untouched. */
export function wrapDbError(err: unknown): CmsError {
  if (err instanceof CmsError) return err;
  const code = sqlStateOf(err) ?? '';
  const message = err instanceof Error ? err.message : String(err);
  const unavailable =
    UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_ERRNO.has(code) || UNAVAILABLE_MESSAGE.test(message);
  return new CmsError(unavailable ? 'CMS_DB_UNAVAILABLE' : 'CMS_QUERY_FAILED', [message], { cause: err });
}
