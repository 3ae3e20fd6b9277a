/**
 * The studio API from the browser: JSON in and out, the CSRF token kept in memory and sent on every
 * write, If-Match on request, the ETag of every answer. Errors are `ApiError`s carrying the server's
 * StudioError (code, message, field errors, and `current` on a 412).
 */
import type { FieldError, LayoutDetail } from '@waypoint/schemas';

export const API = '/studio/api';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors: FieldError[] = [],
    /** Seconds, from Retry-After on a 429. */
    readonly retryAfter: number | null = null,
    /** On a 412: the layout as it is now. */
    readonly current: LayoutDetail | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface Answer<T> {
  data: T;
  status: number;
  /** The raw ETag header ('"7"'), or null. */
  etag: string | null;
}

let csrfToken: string | null = null;
let onUnauthenticated: (() => void) | null = null;

export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

/** Called when a request other than sign-in answers 401 (the session ended). */
export function whenUnauthenticated(handler: (() => void) | null): void {
  onUnauthenticated = handler;
}

export const etagOf = (revision: number) => `"${revision}"`;

export async function api<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  options: { body?: unknown; ifMatch?: string | null } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET' && csrfToken) headers['x-csrf-token'] = csrfToken;
  if (options.ifMatch) headers['if-match'] = options.ifMatch;
  const response = await fetch(API + path, {
    method,
    headers,
    credentials: 'same-origin',
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!response.ok) {
    const body = (json ?? {}) as {
      code?: string;
      message?: string;
      errors?: FieldError[];
      current?: LayoutDetail;
    };
    const retry = response.headers.get('retry-after');
    if (response.status === 401 && path !== '/session') onUnauthenticated?.();
    const message = body.message ?? (text.slice(0, 200) || response.statusText);
    throw new ApiError(
      response.status,
      body.code ?? `HTTP_${response.status}`,
      message,
      body.errors ?? (response.status === 400 ? requestSchemaErrors(message) : []),
      retry !== null && /^\d+$/.test(retry) ? Number(retry) : null,
      body.current ?? null,
    );
  }
  return { data: json as T, status: response.status, etag: response.headers.get('etag') };
}

/**
 * A request-schema 400 names its first problem in the message ('body.password Use at least 12
 * characters'), not in `errors`; read it as a field error so the form shows it by its field.
 */
export function requestSchemaErrors(message: string): FieldError[] {
  const m = /^body\.([\w.]+) (.+)$/s.exec(message);
  if (!m) return [];
  return [{ path: m[1]!.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)), message: m[2]! }];
}

/** A message for people from anything thrown. */
export function messageOf(err: unknown): string {
  if (err instanceof ApiError) return err.message;
  if (err instanceof Error) return err.message;
  return String(err);
}
