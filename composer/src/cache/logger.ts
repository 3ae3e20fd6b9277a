// The cache logs through the smallest slice of pino it needs, so callers can pass the app's pino logger
// (or a child of it) and tests can pass a recorder without pulling in pino.

export type CacheLogFn = (obj: Record<string, unknown>, msg?: string) => void;

export interface CacheLogger {
  debug: CacheLogFn;
  info: CacheLogFn;
  warn: CacheLogFn;
  error: CacheLogFn;
}
