/**
 * The recently-visited cards route on its own: a bare Fastify instance with the real sandbox behind
 * the upstream client, so that the cards' copy is checked in the locale of the path.
 */
import { buildSandbox } from '@waypoint/sandbox';
import { TripCardsResponse } from '@waypoint/schemas';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BypassCache } from '../compose/cache-like.ts';
import { createTranslator } from '../i18n/index.ts';
import { UpstreamClient } from '../sources/upstream-client.ts';
import { cardRoutes } from './cards.ts';

let sandbox: Awaited<ReturnType<typeof buildSandbox>>;
let app: FastifyInstance;

beforeAll(async () => {
  sandbox = await buildSandbox();
  const baseUrl = await sandbox.listen({ port: 0, host: '127.0.0.1' });
  const upstream = new UpstreamClient({ baseUrl, timeoutMs: 5_000 });
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('upstream', upstream);
  app.decorate('cache', new BypassCache());
  app.addHook('onClose', () => upstream.close());
  await app.register(cardRoutes, {
    prefix: '/v1/cards',
    ttlMs: 60_000,
    staleMs: 60_000,
    translator: createTranslator(),
  });
});
afterAll(async () => {
  await app?.close();
  await sandbox?.close();
});

const cards = async (url: string) => {
  const res = await app.inject({ url });
  expect(res.statusCode).toBe(200);
  return TripCardsResponse.parse(res.json()).cards;
};

describe('GET /v1/cards/recently-visited/:market/:locale', () => {
  it.each([
    ['us/en-US', (days: number) => (days === 1 ? '1 day' : `${days} days`)],
    ['es/es-ES', (days: number) => (days === 1 ? '1 día' : `${days} días`)],
    ['fr/fr-FR', (days: number) => (days === 1 ? '1 jour' : `${days} jours`)],
    ['de/de-DE', (days: number) => (days === 1 ? '1 Tag' : `${days} Tage`)],
  ])('labels the durations in the language of %s', async (path, label) => {
    const list = await cards(`/v1/cards/recently-visited/${path}?id=1,2,3`);
    expect(list.length).toBeGreaterThan(0);
    for (const card of list) expect(card.durationLabel).toBe(label(card.days));
  });
});
