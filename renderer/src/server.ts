/**
 * The web service on its own (production topology): site paths become HTML from a composer reached
 * over HTTP. The browser's own API calls (`/v1/...`, e.g. recently visited cards) are passed through
 * to the same composer, so the site works behind a single origin without a separate proxy.
 * Configuration errors stop the process with a message naming the variable (exit code 78).
 */
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { request } from 'undici';
import { httpPageSource } from './page-source.ts';
import { loadWebEnv, WebEnvError } from './web-env.ts';
import { webPlugin } from './web-server.ts';

const RELAYED = [
  'content-type',
  'content-encoding',
  'cache-control',
  'set-cookie',
  'etag',
  'x-request-id',
  'vary',
];

try {
  const env = loadWebEnv();
  const app = Fastify({ logger: { level: env.LOG_LEVEL }, trustProxy: true });
  const pageSource = httpPageSource(env.COMPOSER_URL);
  app.addHook('onClose', () => pageSource.close());

  /** Passes a browser's API call to the composer with its cookies, agent, encodings and host. */
  const relay = async (req: FastifyRequest, reply: FastifyReply, body?: string) => {
    const upstream = await request(`${env.COMPOSER_URL}${req.url}`, {
      method: body === undefined ? 'GET' : 'POST',
      ...(body === undefined ? {} : { body }),
      headers: {
        accept: req.headers.accept ?? 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(req.headers['accept-encoding'] ? { 'accept-encoding': req.headers['accept-encoding'] } : {}),
        ...(req.headers.cookie ? { cookie: req.headers.cookie } : {}),
        ...(req.headers['user-agent'] ? { 'user-agent': req.headers['user-agent'] } : {}),
        'x-forwarded-host': req.headers.host ?? '',
        'x-request-id': String(req.id),
      },
      headersTimeout: 10_000,
      bodyTimeout: 10_000,
    });
    reply.code(upstream.statusCode);
    for (const name of RELAYED) {
      const value = upstream.headers[name];
      if (value !== undefined) reply.header(name, value);
    }
    // As received: a compressed answer stays compressed (its content-encoding is relayed).
    return reply.send(upstream.body);
  };
  app.get('/v1/*', (req, reply) => relay(req, reply));
  // The runtime's actions (POST /v1/actions/<name>).
  app.post('/v1/actions/*', (req, reply) => relay(req, reply, JSON.stringify(req.body)));

  await app.register(webPlugin, {
    pageSource,
    hydration: env.WEB_HYDRATION,
    contractChecks: env.CONTRACT_CHECKS,
    paymentOrigins: env.PAYMENT_ORIGINS,
  });
  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info({ home: `http://localhost:${env.PORT}/us`, composer: env.COMPOSER_URL }, 'Waypoint web is up');
} catch (err) {
  if (err instanceof WebEnvError) {
    process.stderr.write(`Invalid configuration: ${err.message}\n`);
    process.exit(78);
  }
  process.stderr.write(
    `Could not start the web service: ${err instanceof Error ? err.stack : String(err)}\n`,
  );
  process.exit(1);
}
