/**
 * Form-urlencoded bodies (buying-flow.md §7: "Form payloads are form-urlencoded unless marked JSON"),
 * parsed with URLSearchParams: no plugin needed. A repeated field becomes an array of its values, which
 * every form schema then refuses as that field's error.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const FORM_TYPE = 'application/x-www-form-urlencoded';

export type FormBody = Record<string, string | string[]>;

export function parseForm(text: string): FormBody {
  const entries = new Map<string, string | string[]>();
  for (const [name, value] of new URLSearchParams(text)) {
    const seen = entries.get(name);
    entries.set(name, seen === undefined ? value : [...[seen].flat(), value]);
  }
  // fromEntries defines own properties: a '__proto__' field is just a field.
  return Object.fromEntries(entries);
}

/** Adds the form parser to the scope, unless a host app already gave it one. */
export function acceptForms(app: FastifyInstance): void {
  if (app.hasContentTypeParser(FORM_TYPE)) return;
  app.addContentTypeParser(FORM_TYPE, { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) =>
    done(null, parseForm(body as string)),
  );
}

export const isForm = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').toLowerCase().startsWith(FORM_TYPE);

/** The body as a form: {} when there is none, undefined when the request sent something else. */
export function formOf(request: FastifyRequest): FormBody | undefined {
  if (request.body === undefined || request.body === null) return {};
  return isForm(request) ? (request.body as FormBody) : undefined;
}

/** The body's fields, from a form or a JSON object; undefined for anything else. */
export function fieldsOf(request: FastifyRequest): Record<string, unknown> | undefined {
  const body = request.body;
  if (body === undefined || body === null) return {};
  return typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
}

/** A form field as text: '' when absent, undefined when repeated or not text. */
export function textField(fields: Record<string, unknown>, name: string): string | undefined {
  const value = fields[name];
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : undefined;
}
