/** The sandbox's own configuration, validated at start-up; a bad value names its variable. */
import { describeEnvIssues, envFlag, envLogLevel, envPort, parseEnv } from '@waypoint/service-kit/env';
import { z } from 'zod';

export const SandboxEnv = z.object({
  SANDBOX_PORT: envPort.default(4010),
  HOST: z.string().min(1).default('127.0.0.1'),
  /** Fixed media base URL; bodies are then precomputed at start-up. */
  SANDBOX_PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: envLogLevel.default('info'),
  /** Fault switching and the state-changing control routes (/__faults...), for tests; off by default. */
  SANDBOX_FAULTS: envFlag.default(false),
});
export type SandboxEnv = z.infer<typeof SandboxEnv>;

/** Parses the environment (empty strings count as unset), or returns the message that names every bad variable. */
export function loadSandboxEnv(env: NodeJS.ProcessEnv): { env: SandboxEnv } | { error: string } {
  const parsed = parseEnv(SandboxEnv, env);
  return parsed.ok ? { env: parsed.env } : { error: describeEnvIssues(parsed.issues) };
}
