/** The slice of a pino logger the content store uses: structured object first, message second. */
export type LogFn = (obj: object, msg?: string) => void;

export interface Logger {
  info: LogFn;
  warn: LogFn;
  error: LogFn;
  debug: LogFn;
}
