/**
 * `pnpm studio:user add <email> --role <role> [--markets es,fr] [--affiliates 2]` and
 * `pnpm studio:user list`: studio accounts from a shell (the first admin is made this way). The
 * password is read from standard input. See composer/src/studio/auth/user-cli.ts.
 */
import { runStudioUserCli } from '@waypoint/composer';

process.exitCode = await runStudioUserCli(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
});
