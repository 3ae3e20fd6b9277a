/**
 * Error reporting (storefront.md §8: a failure of any server-side page-data call is logged and reported
 * to an error-reporting service). With SENTRY_DSN set, each read of the seller's API that finally failed
 * becomes one Sentry event; without it the reporter does nothing.
 *
 * The Sentry SDK is used as a bare client (`NodeClient`, no integrations, no global `init`): nothing is
 * patched or instrumented, several apps in one process each keep their own client, and an event holds
 * only what is built here. No visitor data leaves the process: no request, cookies, headers or user; the
 * query string keeps its keys with every value filtered; path segments that are not route words or
 * catalogue ids (tokens: advisor, order attempt, booking) are replaced; error messages get the same
 * treatment, and `beforeSend` drops anything else an event could carry.
 */
import {
  defaultStackParser,
  type ErrorEvent,
  getSentryRelease,
  makeNodeTransport,
  NodeClient,
  Scope,
} from '@sentry/node';
import type { FastifyBaseLogger } from 'fastify';
import type { UpstreamFailure } from './sources/upstream-client.ts';

export interface ErrorReporterOptions {
  /** Sentry DSN; unset or empty: reporting is off (a no-op reporter). */
  dsn?: string | undefined;
  environment?: string;
  release?: string;
  logger: FastifyBaseLogger;
}

export interface ErrorReporter {
  /** Whether events are sent (a DSN was configured). */
  readonly enabled: boolean;
  /** Reports a page-data call that finally failed (UpstreamClient's `onFailure`). Never throws. */
  upstreamFailure(failure: UpstreamFailure): void;
  /** Sends what is queued (waiting at most `timeoutMs`) and stops the client. */
  close(timeoutMs?: number): Promise<void>;
}

/** What replaces a query value and a path segment that could identify a visitor. */
export const FILTERED = '[Filtered]';
export const REDACTED_SEGMENT = ':redacted';

/**
 * Path segments kept as they are: route words ('api', 'epl-config-presenter', 'getFlights'), API
 * versions ('v2') and catalogue ids of up to 9 digits (products, categories). Anything else (an advisor
 * token, an order attempt or booking token, an e-mail, a date) is replaced.
 */
const KEPT_SEGMENT = /^(?:[A-Za-z]+(?:[-_.][A-Za-z]+)*|v\d{1,3}|\d{1,9})$/;

/** '/us/api/advisor/epl-config-presenter/adv-7?locale=en&x=1' -> '/us/api/advisor/epl-config-presenter/:redacted?locale=[Filtered]&x=[Filtered]'. */
export function redactPath(path: string): string {
  const q = path.indexOf('?');
  const pathname = q === -1 ? path : path.slice(0, q);
  const segments = pathname.split('/').map((segment) => {
    if (segment === '') return segment;
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return REDACTED_SEGMENT;
    }
    return KEPT_SEGMENT.test(decoded) ? segment : REDACTED_SEGMENT;
  });
  if (q === -1) return segments.join('/');
  const keys = [...new URLSearchParams(path.slice(q + 1)).keys()].filter((key) => /^[\w.-]{1,64}$/.test(key));
  const query = keys.map((key) => `${key}=${FILTERED}`).join('&');
  return `${segments.join('/')}${query ? `?${query}` : ''}`;
}

/** Redacts every path-like token of a message ('Upstream call GET /us/api/x/abc-1?y=2 failed: ...'). */
export function redactMessage(message: string): string {
  return message.replace(/\/[^\s'"`<>]*/g, (path) => redactPath(path));
}

/** The event's last line of defence: only what the reporter set, nothing a default could add. */
export function scrubEvent(event: ErrorEvent): ErrorEvent {
  delete event.request;
  delete event.user;
  delete event.breadcrumbs;
  delete event.contexts;
  delete event.modules;
  for (const exception of event.exception?.values ?? []) {
    if (exception.value) exception.value = redactMessage(exception.value);
  }
  if (event.message) event.message = redactMessage(event.message);
  return event;
}

/** The error as reported: its code as the type, its message redacted, its stack frames kept. */
function reportedError(error: Error): Error {
  const code = (error as { code?: unknown }).code;
  const name = typeof code === 'string' ? code : error.name;
  const message = redactMessage(error.message);
  const reported = new Error(message);
  reported.name = name;
  const frames = error.stack?.split('\n').filter((line) => /^\s+at /.test(line)) ?? [];
  reported.stack = [`${name}: ${message}`, ...frames].join('\n');
  return reported;
}

/** Codes never reported (storefront.md §8: a cancelled call is only logged; a 404 is an answer). */
const NOT_REPORTED = new Set([
  'WP_UPSTREAM_CANCELLED',
  'WP_UPSTREAM_NOT_FOUND',
  // While a circuit is open every call fails at once: the failures that opened it were reported.
  'WP_UPSTREAM_CIRCUIT_OPEN',
]);

/** Whether a failure becomes an event. */
export function isReported(failure: UpstreamFailure): boolean {
  return !NOT_REPORTED.has(String((failure.error as { code?: unknown }).code));
}

const NO_REPORTER: ErrorReporter = {
  enabled: false,
  upstreamFailure() {},
  async close() {},
};

export function createErrorReporter(options: ErrorReporterOptions): ErrorReporter {
  const { dsn, logger } = options;
  if (!dsn) return NO_REPORTER;
  const release = options.release ?? getSentryRelease();
  const client = new NodeClient({
    dsn,
    environment: options.environment ?? process.env.NODE_ENV ?? 'development',
    ...(release ? { release } : {}),
    // A bare client: no default integrations (none patch http or read requests), no OpenTelemetry.
    integrations: [],
    enableOpenTelemetrySetup: false,
    enableRuntimeChannelInjection: false,
    transport: makeNodeTransport,
    stackParser: defaultStackParser,
    // Nothing about the visitor, whatever an integration could add (none is installed).
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      stackFrameVariables: false,
    },
    sendClientReports: false,
    maxBreadcrumbs: 0,
    beforeSend: scrubEvent,
  });
  const log = logger.child({ component: 'error-reporting' });

  return {
    enabled: true,
    upstreamFailure(failure) {
      if (!isReported(failure)) return;
      try {
        const path = redactPath(failure.path);
        const scope = new Scope();
        scope.setLevel('error');
        scope.setTags({
          kind: 'upstream',
          dependency: failure.dependency,
          ...(failure.status !== undefined ? { status: String(failure.status) } : {}),
        });
        scope.setExtras({
          method: 'GET',
          path,
          ...(failure.status !== undefined ? { status: failure.status } : {}),
        });
        // One issue per dependency and failure kind, whatever the path's ids.
        scope.setFingerprint([
          'upstream',
          failure.dependency,
          String(failure.status ?? reportedError(failure.error).name),
        ]);
        client.captureException(
          reportedError(failure.error),
          { mechanism: { type: 'upstream', handled: true } },
          scope,
        );
      } catch (err) {
        log.warn({ err }, 'error report failed');
      }
    },
    async close(timeoutMs = 2_000) {
      const sent = await client.close(timeoutMs);
      if (!sent) log.warn({ timeoutMs }, 'error reports still queued at close were dropped');
    },
  };
}
