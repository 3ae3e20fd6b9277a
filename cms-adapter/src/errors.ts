/**
 * The content store's error catalogue, built with the services' one builder (`defineError` of
 * @waypoint/service-kit, on `@fastify/error`): one stable code, message template and HTTP status per
 * entry, documented in docs/errors.md under "cms-adapter". Every entry extends `CmsError`, so one
 * `instanceof` tells a content-store error. Database failures are wrapped here so callers never see a
 * driver error without a code; the driver error stays on `cause` for the log, and the message says
 * nothing of the database's own text (no response carries a database message).
 */
import { defineError } from '@waypoint/service-kit/errors';

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

const entry = (code: string, template: string, statusCode: number): CmsErrorConstructor =>
  defineError(code, template, statusCode, { base: CmsError }) as unknown as CmsErrorConstructor;

export const CmsErrors = {
  CMS_LAYOUT_NOT_FOUND: entry('CMS_LAYOUT_NOT_FOUND', 'Layout "%s" does not exist', 404),
  CMS_VERSION_NOT_FOUND: entry('CMS_VERSION_NOT_FOUND', 'Layout "%s" has no published version %s', 404),
  CMS_DRAFT_NOT_FOUND: entry('CMS_DRAFT_NOT_FOUND', 'Layout "%s" has no draft to publish', 409),
  CMS_LAYOUT_EXISTS: entry('CMS_LAYOUT_EXISTS', 'A layout already exists for scope %s', 409),
  CMS_STALE_REVISION: entry('CMS_STALE_REVISION', '%s "%s" is at revision %s, not %s', 412),
  CMS_REVISION_REQUIRED: entry(
    'CMS_REVISION_REQUIRED',
    'A change to %s "%s" needs the revision it was based on',
    428,
  ),
  CMS_SCHEDULE_NOT_FOUND: entry(
    'CMS_SCHEDULE_NOT_FOUND',
    'Layout "%s" has no scheduled publication "%s"',
    404,
  ),
  CMS_SCHEDULE_NOT_PENDING: entry(
    'CMS_SCHEDULE_NOT_PENDING',
    'Scheduled publication "%s" is %s, no longer pending',
    409,
  ),
  CMS_USER_NOT_FOUND: entry('CMS_USER_NOT_FOUND', 'Studio user "%s" does not exist', 404),
  CMS_USER_EXISTS: entry('CMS_USER_EXISTS', 'A studio user with e-mail %s already exists', 409),
  CMS_LAST_ADMIN: entry('CMS_LAST_ADMIN', '%s is the last enabled admin: make someone else admin first', 409),
  CMS_VALIDATION_FAILED: entry('CMS_VALIDATION_FAILED', 'Invalid content: %s', 400),
  CMS_DB_UNAVAILABLE: entry('CMS_DB_UNAVAILABLE', 'The content database is unavailable', 503),
  CMS_QUERY_FAILED: entry('CMS_QUERY_FAILED', 'A content database query failed', 500),
  CMS_MIGRATION_FAILED: entry('CMS_MIGRATION_FAILED', 'Migration %s failed: %s', 500),
} as const;

export type CmsErrorCode = keyof typeof CmsErrors;

/** The error `code` with its message filled from `args`; `cause` keeps what it wraps. */
export function cmsError(code: CmsErrorCode, args: Args = [], options?: { cause?: unknown }): CmsError {
  const Make = CmsErrors[code];
  return options?.cause === undefined ? new Make(...args) : new Make(...args, { cause: options.cause });
}

/** Content that fails its schema; `errors` carries field-level paths for the studio. */
export class CmsValidationError extends CmsErrors.CMS_VALIDATION_FAILED {
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
export class CmsStaleRevisionError extends CmsErrors.CMS_STALE_REVISION {
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
