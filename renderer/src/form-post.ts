/**
 * Forms without JavaScript (ARCHITECTURE.md "Actions": "Forms also work without JavaScript: they post to
 * the page URL, and the server answers with a 303 to the new url"). A block's form posts its fields and a
 * hidden `_action` naming the action to the page URL; this runs `POST /v1/actions/<name>` with the page's
 * path and the fields as input (the visitor's cookies and Host passed on as for a page), relays the
 * cookies the action sets, and answers 303: to the action's new address, to the page it navigates to, or,
 * when it refused the input (422) or failed, back to the page at #form-not-sent, whose target is the
 * form's notice (the browser has already checked the form's required fields; the runtime shows field
 * errors where JavaScript runs).
 */
import { FORM_NOT_SENT_ANCHOR } from '@waypoint/blocks/runtime';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forwardedHeaders } from './page-route.ts';
import type { ActionSource } from './page-source.ts';
import { encodedLocation, relayHeaders } from './relay.ts';

export const FORM_TYPE = 'application/x-www-form-urlencoded';
export const ACTION_FIELD = '_action';
const ACTION_NAME = /^[a-z][a-zA-Z0-9]{1,63}$/;

/** The fields of a form body; a repeated field keeps its last value. */
export function formFields(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(text)) out[name] = value;
  return out;
}

/**
 * Where the browser goes after the action: its new address, the page it navigates to, back to the page
 * at the "not sent" notice when the action refused or failed, else back to the page.
 */
export function seeOther(page: string, status: number, body: string): string {
  if (status !== 200) return `${page}#${FORM_NOT_SENT_ANCHOR}`;
  try {
    const answer = JSON.parse(body) as { url?: unknown; navigate?: unknown };
    const target = typeof answer.navigate === 'string' ? answer.navigate : answer.url;
    return typeof target === 'string' && target.startsWith('/') && !target.startsWith('//') ? target : page;
  } catch {
    return page;
  }
}

export function registerFormPosts(app: FastifyInstance, actions: ActionSource): void {
  app.addContentTypeParser(FORM_TYPE, { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) =>
    done(null, formFields(body as string)),
  );
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const fields = (request.body ?? {}) as Record<string, string>;
    const name = fields[ACTION_FIELD];
    if (typeof request.body !== 'object' || !name || !ACTION_NAME.test(name)) {
      return reply.code(400).type('text/plain; charset=utf-8').send('This form names no action.');
    }
    const { [ACTION_FIELD]: _, ...input } = fields;
    const page = request.url;
    const answer = await actions({
      name,
      body: JSON.stringify({ path: page, input }),
      headers: { ...forwardedHeaders(request), 'content-type': 'application/json' },
    });
    const text = typeof answer.body === 'string' ? answer.body : Buffer.from(answer.body).toString('utf8');
    if (answer.status !== 200) request.log.info({ action: name, status: answer.status }, 'form post refused');
    relayHeaders(reply, answer.headers, ['set-cookie', 'x-request-id']);
    return reply
      .code(303)
      .header('cache-control', 'private, no-store')
      .header('location', encodedLocation(seeOther(page, answer.status, text)))
      .send();
  };
  app.post('/', handler);
  app.post('/*', handler);
}
