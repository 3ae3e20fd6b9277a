/**
 * A lead from a probe: a keep-alive client sending chunked bodies got a 401, then a 400
 * "Client Error" and a hang-up. Over real HTTP, the finding: the server is right. A write refused in
 * onRequest (before its body is read) leaves the body unread, and Node discards it properly, chunked or
 * not, so the next request on the socket is answered. What broke was the client: Node's http.request
 * frames a DELETE body neither as chunked nor with a Content-Length (it only uses chunked encoding by
 * default for methods that usually carry a body), so the server read `{}` as the start of the next
 * request, answered that garbage with 400 and closed the socket. With the body framed, all answer 401.
 */
import { Agent, request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from '../../test/stack.ts';

let stack: Stack;
let port: number;

beforeAll(async () => {
  stack = await startStack({ env: { STUDIO_SCHEDULER_INTERVAL_MS: '0' } });
  await stack.composer.listen({ port: 0, host: '127.0.0.1' });
  port = (stack.composer.server.address() as { port: number }).port;
});
afterAll(() => stack?.close());

const SCHEDULE = JSON.stringify({ at: '2030-01-01T00:00:00Z', timeZone: 'Europe/Madrid' });
const chunked = (body: string) => `${Buffer.byteLength(body).toString(16)}\r\n${body}\r\n0\r\n\r\n`;
const head = (method: string, path: string, extra = '') =>
  `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n${extra}\r\n`;

/** The status codes of the complete answers at the start of `text` (each framed by Content-Length). */
function completeStatuses(text: string): number[] {
  const found: number[] = [];
  let rest = text;
  for (;;) {
    const end = rest.indexOf('\r\n\r\n');
    if (end === -1) return found;
    const headers = rest.slice(0, end);
    const length = Number(/content-length: (\d+)/i.exec(headers)?.[1] ?? 0);
    if (rest.length < end + 4 + length) return found;
    found.push(Number(/^HTTP\/1\.1 (\d{3})/.exec(headers)?.[1]));
    rest = rest.slice(end + 4 + length);
  }
}

/** Reads answers from the socket until `count` have arrived (or it closes); their status codes. */
function statuses(socket: Socket, count: number): Promise<number[]> {
  return new Promise((resolve, reject) => {
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString();
      if (completeStatuses(text).length >= count) resolve(completeStatuses(text));
    });
    socket.on('close', () => resolve(completeStatuses(text)));
    socket.on('error', reject);
  });
}

describe('unread chunked bodies on a keep-alive connection', () => {
  it('a refused chunked write, then a chunked DELETE and a GET on the same socket: three 401s', async () => {
    const socket = connect(port, '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    const answers = statuses(socket, 3);
    // The body's chunks arrive after the server has already answered from the headers alone.
    socket.write(head('POST', '/studio/api/layouts/x/schedules', 'Transfer-Encoding: chunked\r\n'));
    await new Promise((r) => setTimeout(r, 50));
    socket.write(chunked(SCHEDULE));
    socket.write(head('DELETE', '/studio/api/layouts/x/schedules/x', 'Transfer-Encoding: chunked\r\n'));
    socket.write(chunked('{}'));
    socket.write(head('GET', '/studio/api/layouts'));
    expect(await answers).toEqual([401, 401, 401]);
    socket.destroy();
  });

  /** Node's client on one keep-alive socket; `frame` sets Transfer-Encoding on bodies itself. */
  async function nodeClient(frame: boolean): Promise<Array<number | string>> {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, path: string, body?: string) =>
      new Promise<number | string>((resolve) => {
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (frame && body !== undefined) headers['transfer-encoding'] = 'chunked';
        const req = request({ host: '127.0.0.1', port, method, path, agent, headers }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode!));
        });
        req.on('error', (err) => resolve((err as NodeJS.ErrnoException).code ?? err.message));
        if (body !== undefined) req.write(body);
        req.end();
      });
    try {
      return [
        await send('POST', '/studio/api/layouts/x/schedules', SCHEDULE),
        await send('DELETE', '/studio/api/layouts/x/schedules/x', '{}'),
        await send('GET', '/studio/api/layouts'),
      ];
    } finally {
      agent.destroy();
    }
  }

  it("reproduces the report with Node's client: its DELETE body goes out unframed", async () => {
    expect(await nodeClient(false)).toEqual([401, 400, 'ECONNRESET']);
  });

  it("with the DELETE body framed, Node's client gets three 401s on one socket", async () => {
    expect(await nodeClient(true)).toEqual([401, 401, 401]);
  });
});
