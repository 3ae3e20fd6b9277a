/**
 * Terminal input and output of `pnpm studio:user`: the password typed twice without echo at a terminal
 * (raw mode), else the first line of piped input, checked against the password rule.
 */
import type { Readable, Writable } from 'node:stream';
import { NewPassword } from '@waypoint/schemas';

export interface CliIo {
  stdin: Readable & { isTTY?: boolean; isRaw?: boolean; setRawMode?: (mode: boolean) => unknown };
  stdout: Writable;
  stderr: Writable;
  env: NodeJS.ProcessEnv;
}

/** A refusal to print (no stack) with the exit code. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

export async function readNewPassword(io: CliIo): Promise<string> {
  const { stdin } = io;
  let password: string;
  if (stdin.isTTY && typeof stdin.setRawMode === 'function') {
    password = await promptHidden(io, 'Password: ');
    const again = await promptHidden(io, 'Repeat password: ');
    if (again !== password) throw new CliError('The passwords do not match; nothing was changed.');
  } else {
    password = await readFirstLine(stdin);
    if (password === '') {
      throw new CliError(
        'No password on standard input: pipe it in (first line), or run this at a terminal.',
      );
    }
  }
  const checked = NewPassword.safeParse(password);
  if (!checked.success) throw new CliError(`Password: ${checked.error.issues[0]?.message ?? 'is invalid'}`);
  return checked.data;
}

/** The first line of piped input, without its line ending. */
async function readFirstLine(input: Readable): Promise<string> {
  let text = '';
  input.setEncoding('utf8');
  for await (const chunk of input) {
    text += chunk as string;
    if (text.includes('\n')) break;
  }
  return text.split('\n')[0]!.replace(/\r$/, '');
}

/** Reads a line at a terminal in raw mode, echoing nothing. Ctrl-C or Ctrl-D cancels. */
function promptHidden(io: CliIo, prompt: string): Promise<string> {
  const input = io.stdin;
  io.stderr.write(prompt);
  return new Promise((resolvePassword, reject) => {
    let value = '';
    const wasRaw = input.isRaw ?? false;
    const finish = (err?: Error) => {
      input.off('data', onData);
      input.setRawMode?.(wasRaw);
      input.pause();
      io.stderr.write('\n');
      if (err) reject(err);
      else resolvePassword(value);
    };
    const onData = (chunk: Buffer | string) => {
      const text = chunk.toString();
      if (text.startsWith('\u001b')) return; // arrow and function keys: escape sequences, not password
      for (const ch of text) {
        if (ch === '\r' || ch === '\n') return finish();
        if (ch === '\u0003' || (ch === '\u0004' && value === ''))
          return finish(new CliError('Cancelled.', 130));
        if (ch === '\u007f' || ch === '\b') value = [...value].slice(0, -1).join('');
        else if (ch >= ' ') value += ch;
      }
    };
    input.setRawMode?.(true);
    input.on('data', onData);
    input.resume();
  });
}
