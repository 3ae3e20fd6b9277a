import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommandTimeoutError, withDeadline } from './deadline.ts';

/** Blocks the event loop, as a long render or a GC pause would. */
function stall(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy
  }
}

// A real socket peer in its own process (so this process's stall does not stall it) that echoes every
// write at once, like a healthy Redis.
const PEER = `
  const server = require('node:net').createServer((socket) => socket.on('data', (data) => socket.write(data)));
  server.listen(0, '127.0.0.1', () => process.stdout.write(server.address().port + '\\n'));
`;
let peer: ChildProcess;
let client: Socket;
beforeAll(async () => {
  peer = spawn(process.execPath, ['-e', PEER], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [line] = (await once(peer.stdout!, 'data')) as [Buffer];
  const port = Number(String(line).trim());
  client = connect(port, '127.0.0.1');
  await once(client, 'connect');
});
afterAll(async () => {
  client?.destroy();
  peer?.kill();
});

function ask(line: string): Promise<string> {
  const reply = new Promise<string>((resolve) => client.once('data', (data) => resolve(String(data))));
  client.write(line);
  return reply;
}

describe('withDeadline', () => {
  it('passes an answer and a failure through', async () => {
    await expect(withDeadline(Promise.resolve('PONG'), 50)).resolves.toBe('PONG');
    const failure = new Error('connection closed');
    await expect(withDeadline(Promise.reject(failure), 50)).rejects.toBe(failure);
  });

  it('rejects with CommandTimeoutError when no answer comes', async () => {
    const started = performance.now();
    const err = await withDeadline(new Promise(() => {}), 30).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CommandTimeoutError);
    expect((err as CommandTimeoutError).timeoutMs).toBe(30);
    expect(performance.now() - started).toBeGreaterThanOrEqual(29);
  });

  it('does not blame the peer for an event-loop stall: an answer that arrived during it wins', async () => {
    const answer = withDeadline(ask('PING\n'), 30);
    stall(120); // the peer answers within a millisecond; the loop only reads it after the stall
    await expect(answer).resolves.toBe('PING\n');
  });

  it('where a plain timer race, deciding in the timer callback, would have reported a timeout', async () => {
    // The control for the test above: the same stall with the usual Promise.race timeout.
    const plain = Promise.race([
      ask('PING\n'),
      new Promise((_, reject) => setTimeout(() => reject(new Error('timed out')), 30)),
    ]);
    stall(120);
    await expect(plain).rejects.toThrow('timed out');
  });
});
