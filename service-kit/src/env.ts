/**
 * What the services' environment readers share: configuration is read once at start-up, and a bad
 * value stops the process with a message naming the variable and exit status 78 (EX_CONFIG in
 * sysexits.h), before anything listens. The composer and the sandbox describe their variables with zod
 * (`parseEnv`); the web and studio services check theirs by hand and stop with `exitOnInvalidConfig`.
 */
import { z } from 'zod';

/** sysexits.h EX_CONFIG: the exit status of a process stopped by its configuration. */
export const CONFIG_EXIT_CODE = 78;

/** pino's levels, 'silent' included. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** A switch: true, 1, yes or on; false, 0, no or off. Anything else is refused. */
export const envFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

export const envPort = z.coerce.number().int().min(0).max(65_535);

export const envLogLevel = z.enum(LOG_LEVELS);

/** One refused variable: its name, what is wrong, and the value given (undefined when it was unset). */
export interface EnvIssue {
  variable: string;
  message: string;
  value: string | undefined;
}

export type ParsedEnv<T> = { ok: true; env: T } | { ok: false; issues: EnvIssue[] };

/** Parses the variables `schema` names from `source`; an empty string counts as unset. */
export function parseEnv<S extends z.ZodObject>(
  schema: S,
  source: Record<string, string | undefined>,
): ParsedEnv<z.infer<S>> {
  const input: Record<string, string> = {};
  for (const key of Object.keys(schema.shape)) {
    const value = source[key];
    if (value !== undefined && value !== '') input[key] = value;
  }
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, env: parsed.data };
  return {
    ok: false,
    issues: parsed.error.issues.map((issue) => {
      const variable = String(issue.path[0] ?? '(environment)');
      return { variable, message: issue.message, value: input[variable] };
    }),
  };
}

/** 'Invalid configuration:' and one line per refused variable, with the value given. */
export function describeEnvIssues(issues: readonly EnvIssue[]): string {
  const lines = issues.map(
    (i) => `  ${i.variable}: ${i.message}${i.value === undefined ? '' : ` (got ${JSON.stringify(i.value)})`}`,
  );
  return `Invalid configuration:\n${lines.join('\n')}`;
}

/** Whether `text` is an absolute http: or https: URL (a composer's base URL). */
export function isHttpUrl(text: string): boolean {
  return URL.canParse(text) && /^https?:$/.test(new URL(text).protocol);
}

/** Stops the process before it listens: 'Invalid configuration: <message>' on stderr, exit status 78. */
export function exitOnInvalidConfig(message: string): never {
  process.stderr.write(`Invalid configuration: ${message}\n`);
  process.exit(CONFIG_EXIT_CODE);
}
