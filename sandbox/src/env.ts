/** The sandbox's own configuration, validated at start-up; a bad value names its variable. */
import { z } from 'zod';

export const SandboxEnv = z.object({
  SANDBOX_PORT: z.coerce.number().int().min(0).max(65_535).default(4010),
  HOST: z.string().min(1).default('127.0.0.1'),
  /** Fixed media base URL; bodies are then precomputed at start-up. */
  SANDBOX_PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Fault switching and the state-changing control routes (/__faults...), for tests; off by default. */
  SANDBOX_FAULTS: z
    .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
    .transform((v) => ['true', '1', 'yes', 'on'].includes(v))
    .default(false),
});
export type SandboxEnv = z.infer<typeof SandboxEnv>;

/** Parses the environment, or returns the message that names every bad variable. */
export function loadSandboxEnv(env: NodeJS.ProcessEnv): { env: SandboxEnv } | { error: string } {
  const input = Object.fromEntries(
    Object.keys(SandboxEnv.shape).flatMap((key) => (env[key] ? [[key, env[key]]] : [])),
  );
  const parsed = SandboxEnv.safeParse(input);
  if (parsed.success) return { env: parsed.data };
  const lines = parsed.error.issues.map((issue) => {
    const variable = String(issue.path[0]);
    return `  ${variable}: ${issue.message} (got ${JSON.stringify(input[variable])})`;
  });
  return { error: `Invalid configuration:\n${lines.join('\n')}` };
}
