import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { trustProxyOption } from './trust-proxy.ts';

/** What a Fastify server with this `trustProxy` believes of a request that forges every forwarded header. */
async function believed(trustProxy: ReturnType<typeof trustProxyOption>) {
  const app = Fastify({ trustProxy: trustProxy as boolean | string });
  app.get('/who', async (req) => ({ ip: req.ip, protocol: req.protocol, host: req.host }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const { port } = app.server.address() as AddressInfo;
    const body = await new Promise<string>((resolve, reject) => {
      request(
        {
          host: '127.0.0.1',
          port,
          path: '/who',
          headers: {
            host: 'www.localhost:3000',
            'x-forwarded-host': 'sales.localhost:3000',
            'x-forwarded-proto': 'https',
            'x-forwarded-for': '203.0.113.7',
          },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk) => {
            text += chunk;
          });
          res.on('end', () => resolve(text));
        },
      )
        .on('error', reject)
        .end();
    });
    return JSON.parse(body) as { ip: string; protocol: string; host: string };
  } finally {
    await app.close();
  }
}

const PEER = { ip: '127.0.0.1', protocol: 'http', host: 'www.localhost:3000' };
const FORWARDED = { ip: '203.0.113.7', protocol: 'https', host: 'sales.localhost:3000' };

describe('trustProxyOption', () => {
  it.each(['trust', 'pass-to-fastify'] as const)('with %s, trusts no proxy when unset or off', (hopCount) => {
    for (const value of [undefined, '', '  ', 'false', ' none ']) {
      expect(trustProxyOption(value, { hopCount })).toBe(false);
    }
    expect(trustProxyOption(' 10.0.0.0/8, 127.0.0.1 ', { hopCount })).toBe('10.0.0.0/8, 127.0.0.1');
  });

  it('reads a hop count as a function trusting that many hops when asked to trust them', () => {
    const trust = trustProxyOption('2', { hopCount: 'trust' });
    expect(typeof trust).toBe('function');
    if (typeof trust !== 'function') return;
    expect([trust('10.0.0.1', 0), trust('10.0.0.2', 1), trust('10.0.0.3', 2)]).toEqual([true, true, false]);
    expect(trustProxyOption('2', { hopCount: 'pass-to-fastify' })).toBe(2);
  });

  it.each([
    ['trust', undefined, PEER],
    ['trust', '1', FORWARDED],
    ['trust', '127.0.0.1', FORWARDED],
    ['trust', '10.0.0.0/8', PEER],
    ['pass-to-fastify', undefined, PEER],
    // Fastify fails closed on a bare hop count: nothing forwarded is believed.
    ['pass-to-fastify', '1', PEER],
    ['pass-to-fastify', '127.0.0.1', FORWARDED],
  ] as const)('over HTTP with hopCount %s and TRUST_PROXY=%s', async (hopCount, value, expected) => {
    expect(await believed(trustProxyOption(value, { hopCount }))).toEqual(expected);
  });
});
