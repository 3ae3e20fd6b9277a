import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { formFields, registerFormPosts, seeOther } from './form-post.ts';
import type { ActionSource } from './page-source.ts';

describe('formFields', () => {
  it('reads a form body; a repeated field keeps its last value', () => {
    expect(formFields('_action=submitLead&name=Ana+R&email=a%40b.co&name=Bea')).toEqual({
      _action: 'submitLead',
      name: 'Bea',
      email: 'a@b.co',
    });
  });
});

describe('seeOther', () => {
  it("goes to the action's page, the page it navigates to, or back", () => {
    expect(seeOther('/us/RaffleLanding', 200, '{"url":"/us/RaffleLanding?lead=sent"}')).toBe(
      '/us/RaffleLanding?lead=sent',
    );
    expect(seeOther('/p', 200, '{"navigate":"/us/my-trip/x","url":"/p?a=1"}')).toBe('/us/my-trip/x');
    expect(seeOther('/p', 422, '{"errors":[]}')).toBe('/p#form-not-sent');
    expect(seeOther('/p', 502, 'oops')).toBe('/p#form-not-sent');
    // Never off the site.
    expect(seeOther('/p', 200, '{"url":"//evil.example/x"}')).toBe('/p');
    expect(seeOther('/p', 200, '{"url":"https://evil.example/x"}')).toBe('/p');
  });
});

describe('registerFormPosts', () => {
  const app = async (answer: Awaited<ReturnType<ActionSource>>) => {
    const calls: Parameters<ActionSource>[0][] = [];
    const server = Fastify();
    registerFormPosts(server, async (request) => {
      calls.push(request);
      return answer;
    });
    await server.ready();
    return { server, calls };
  };
  const form = (body: string) => ({
    method: 'POST' as const,
    url: '/us/RaffleLanding?gclid=G-1',
    payload: body,
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: 'a=1' },
  });

  it("runs the named action with the page's path and the fields, relays its cookies and answers 303", async () => {
    const { server, calls } = await app({
      status: 200,
      headers: { 'set-cookie': ['no_more_leads=yes; Path=/'] },
      body: '{"url":"/us/RaffleLanding?lead=sent"}',
    });
    const res = await server.inject(form('_action=submitLead&name=Ana&consent=true'));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/us/RaffleLanding?lead=sent');
    expect([res.headers['set-cookie']].flat()).toEqual(['no_more_leads=yes; Path=/']);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.name).toBe('submitLead');
    expect(JSON.parse(calls[0]!.body)).toEqual({
      path: '/us/RaffleLanding?gclid=G-1',
      input: { name: 'Ana', consent: 'true' },
    });
    expect(calls[0]!.headers.cookie).toBe('a=1');
  });

  it('answers 303 back to the page at its "not sent" notice when the action refused the input', async () => {
    const { server } = await app({ status: 422, headers: {}, body: '{"errors":[]}' });
    const res = await server.inject(form('_action=submitLead&name='));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/us/RaffleLanding?gclid=G-1#form-not-sent');
  });

  it('refuses a form that names no action (400) without calling anything', async () => {
    const { server, calls } = await app({ status: 200, headers: {}, body: '{}' });
    expect((await server.inject(form('name=Ana'))).statusCode).toBe(400);
    expect((await server.inject(form('_action=..%2Fadmin'))).statusCode).toBe(400);
    expect(calls).toHaveLength(0);
  });
});
