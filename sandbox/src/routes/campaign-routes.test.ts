/** The campaign calls of the sandbox: the guarantee's content block and the lead form, over HTTP. */
import { UpstreamGuaranteeBlock, UpstreamLeadReceipt, upstreamEnvelope } from '@waypoint/schemas';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox } from '../app.ts';
import { campaignRoutes, LeadStore } from './campaign-routes.ts';

const FORM = {
  name: 'Ana Ruiz',
  email: 'ana@example.com',
  consent: 'true',
  market: 'us',
  locale: 'en-US',
  source: 'raffle',
  googleAnalyticsClientId: '123.456',
  gclId: 'G-1',
  fbclid: '',
  msclkid: 'M-1',
};

const post = (app: FastifyInstance, market: string, form: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: `/${market}/api/lead/form`,
    payload: new URLSearchParams(form).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

describe('GET /api/cms/best-price-guarantee/content-block', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = buildSandbox();
    await app.ready();
  });
  afterAll(() => app.close());

  it.each([
    ['us', 'en-US', 'Best price guarantee'],
    ['es', 'es-ES', 'Garantía de mejor precio'],
    ['fr', 'fr-FR', 'Garantie du meilleur prix'],
    ['de', 'de-DE', 'Bestpreisgarantie'],
  ])('answers the block of %s in its language', async (market, locale, title) => {
    const res = await app.inject(`/${market}/api/cms/best-price-guarantee/content-block?locale=${locale}`);
    expect(res.statusCode).toBe(200);
    const block = upstreamEnvelope(UpstreamGuaranteeBlock).parse(res.json()).data;
    expect(block.title).toBe(title);
    expect(block.sections.map((s) => s.id)).toEqual(['conditions', 'claim']);
  });
});

describe('POST /api/lead/form', () => {
  const leads = new LeadStore(3);
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(campaignRoutes, {
      prefix: '/:market',
      leads,
      now: () => new Date('2026-05-01T10:00:00Z'),
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('keeps a valid lead with its click ids and answers 201 with its id', async () => {
    const res = await post(app, 'us', FORM);
    expect(res.statusCode).toBe(201);
    const { id } = upstreamEnvelope(UpstreamLeadReceipt).parse(res.json()).data;
    expect(leads.get(id)).toEqual({ id, market: 'us', fields: FORM, at: '2026-05-01T10:00:00.000Z' });
  });

  it('refuses bad, missing and unknown fields with 400 VALIDATION_FAILED naming each', async () => {
    const res = await post(app, 'uk', { ...FORM, email: 'nope', consent: 'false', gclId: 'a b', extra: '1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        email: 'INVALID_EMAIL',
        consent: 'CONSENT_REQUIRED',
        gclId: 'INVALID',
        extra: 'UNKNOWN_FIELD',
      },
    });
    const { name: _, ...noName } = FORM;
    expect((await post(app, 'uk', noName)).json().error.fields).toEqual({ name: 'INVALID' });
  });

  it('takes the same fields as a JSON object; refuses other bodies (415) and an unknown market (404)', async () => {
    const json = await app.inject({ method: 'POST', url: '/us/api/lead/form', payload: FORM });
    expect(json.statusCode).toBe(201);
    const list = await app.inject({
      method: 'POST',
      url: '/us/api/lead/form',
      payload: '[1]',
      headers: { 'content-type': 'application/json' },
    });
    expect(list.statusCode).toBe(415);
    expect((await post(app, 'xx', FORM)).statusCode).toBe(404);
  });

  it('keeps at most its capacity: the oldest leads go first', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++)
      ids.push((await post(app, 'es', { ...FORM, name: `Lead ${i}` })).json().data.id);
    expect(leads.size).toBe(3);
    expect(leads.get(ids[0]!)).toBeUndefined();
    expect(leads.get(ids[4]!)?.fields.name).toBe('Lead 4');
  });
});
