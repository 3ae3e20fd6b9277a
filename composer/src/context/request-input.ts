/** The parts of an HTTP request that page composition reads, independent of Fastify. */
export interface RequestInput {
  host: string | undefined;
  /** Site path, e.g. '/us'. */
  path: string;
  query: Record<string, string | undefined>;
  cookies: Record<string, string | undefined>;
  userAgent: string | undefined;
  /** x-forwarded-proto or the connection's protocol. */
  protocol: 'http' | 'https';
  /** Header overrides that some experiments read (e.g. x-calendar-version). */
  headers: Record<string, string | undefined>;
}

/** Reads a single string value from a parsed query (the last one wins for repeated keys). */
export function queryValue(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    const last = value[value.length - 1];
    return typeof last === 'string' ? last : undefined;
  }
  return undefined;
}

/** `/us/x?a=1&b=2` -> its decoded path and its query (the last value wins for a repeated key). */
export function splitSitePath(path: string): { path: string; query: Record<string, string> } {
  const q = path.indexOf('?');
  const query: Record<string, string> = {};
  if (q !== -1) for (const [key, value] of new URLSearchParams(path.slice(q + 1))) query[key] = value;
  return { path: safeDecode(q === -1 ? path : path.slice(0, q)) || '/', query };
}

/** A percent-decoded site path; a malformed escape is kept as typed (the router answers it with /us/404). */
export function safeDecode(path: string): string {
  if (!path.includes('%')) return path;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
