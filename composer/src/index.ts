export { type BuildOptions, build } from './app.ts';
export { type ComposerEnv, EnvError, EnvSchema, loadEnv } from './env.ts';
export { Errors } from './errors.ts';
export { exitOnStartupError, serve } from './serve.ts';
export { runStudioUserCli } from './studio/auth/user-cli.ts';
