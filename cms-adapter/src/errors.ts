/**
 * The content store's error catalogue: one stable code, message template and HTTP status per entry,
 * built with `@fastify/error` as every service's catalogue is, and documented in README.md
 * (errors.test.ts keeps the two in step). Database failures are wrapped here so callers never see a
 * driver error without a code; the driver error stays on `cause` for the log, and the message says
 * nothing of the database's own text (issue 12, defect 6: no response carries a database message).
 */
import createError from '@fastify/error';

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
  CMS_LAST_ADMIN: { status: 409, message: '%s is the last enabled admin: make someone else admin first' },
  CMS_VALIDATION_FAILED: { status: 400, message: 'Invalid content: %s' },
  CMS_DB_UNAVAILABLE: { status: 503, message: 'The content database is unavailable' },
  CMS_QUERY_FAILED: { status: 500, message: 'A content database query failed' },
  CMS_MIGRATION_FAILED: { status: 500, message: 'Migration %s failed: %s' },
} as const satisfies Record<string, { status: number; message: string }>;

export type CmsErrorCode = keyof typeof CMS_ERRORS;

/** One problem with submitted content, addressed like zod issues: `[3, 'config', 'to']`. */
export interface FieldError {
  path: (string | number)[];
  message: string;
}

/**
 * The base of every content-store error, for `instanceof`; instances come from the catalogue's
 * constructors (`cmsError`), never from this class directly.
 */
export class CmsError extends Error {
  declare readonly code: CmsErrorCode;
  declare readonly statusCode: number;
}

type Args = readonly (string | number)[];
type CmsErrorConstructor = new (...args: unknown[]) => CmsError;

// @fastify/error types its Base as the global ErrorConstructor; any Error subclass works at run time.
const BASE = CmsError as unknown as ErrorConstructor;

const constructorOf = (code: CmsErrorCode): CmsErrorConstructor =>
  createError(
    code,
    CMS_ERRORS[code].message,
    CMS_ERRORS[code].status,
    BASE,
  ) as unknown as CmsErrorConstructor;

/** One @fastify/error constructor per code, derived from the table above. */
export const CmsErrors = Object.fromEntries(
  (Object.keys(CMS_ERRORS) as CmsErrorCode[]).map((code) => [code, constructorOf(code)]),
) as Record<CmsErrorCode, CmsErrorConstructor>;

/** The error `code` with its message filled from `args`; `cause` keeps what it wraps. */
export function cmsError(code: CmsErrorCode, args: Args = [], options?: { cause?: unknown }): CmsError {
  const Make = CmsErrors[code];
  return options?.cause === undefined ? new Make(...args) : new Make(...args, { cause: options.cause });
}

/** Content that fails its schema; `errors` carries field-level paths for the studio. */
export class CmsValidationError extends constructorOf('CMS_VALIDATION_FAILED') {
  readonly errors: FieldError[];

  constructor(errors: FieldError[]) {
    const first = errors[0];
    super(first ? `${first.path.join('.') || '(root)'}: ${first.message}` : 'unknown');
    this.errors = errors;
  }
}

/**
 * A write based on an old revision (ETag) of a layout or user; `currentRevision` is the one to reload.
 * Nothing was changed.
 */
export class CmsStaleRevisionError extends constructorOf('CMS_STALE_REVISION') {
  readonly currentRevision: number;

  constructor(what: 'Layout' | 'User', id: string, currentRevision: number, expectedRevision: number) {
    super(what, id, currentRevision, expectedRevision);
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

/** The driver's own text, for logs and operators (migrations), never for a response. */
export function driverMessageOf(err: unknown): string {
  const target = err instanceof CmsError && err.cause !== undefined ? err.cause : err;
  return target instanceof Error ? target.message : String(target);
}

/** Wraps a driver error with a stable code and a message that says nothing of it; CmsErrors pass through. */
export function wrapDbError(err: unknown): CmsError {
  if (err instanceof CmsError) return err;
  const code = sqlStateOf(err) ?? '';
  const message = err instanceof Error ? err.message : String(err);
  const unavailable =
    UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_ERRNO.has(code) || UNAVAILABLE_MESSAGE.test(message);
  return cmsError(unavailable ? 'CMS_DB_UNAVAILABLE' : 'CMS_QUERY_FAILED', [], { cause: err });
}
