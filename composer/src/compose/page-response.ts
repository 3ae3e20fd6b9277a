/** What the page pipeline answers: a page (its JSON) or a redirect, with headers and cookies to set. */
import { type CookieInstruction, SERVER_ERROR_PATH } from '@waypoint/config';
import type { FastifyBaseLogger } from 'fastify';
import { Errors } from '../errors.ts';
import type { Redirect } from '../pages/define-page.ts';
import { headerSafeLocation, VISITOR_DATA } from './response-headers.ts';

export type PageResponse =
  | {
      kind: 'redirect';
      status: 301 | 302 | 303;
      location: string;
      headers: Record<string, string>;
      cookies: CookieInstruction[];
    }
  | {
      kind: 'page';
      status: 200 | 404 | 500;
      body: string;
      headers: Record<string, string>;
      cookies: CookieInstruction[];
    };

/** A step that already has the answer (a redirect, the sales gate): the steps after it do not run. */
export interface Answer {
  kind: 'answer';
  response: PageResponse;
}

/** A step failed (routing data, the layout): the page has no last good copy yet, so the error page. */
export interface Failed {
  kind: 'failed';
  err: unknown;
  /** The page kind that failed, for the metrics. */
  pageKind: string;
}

export const answer = (response: PageResponse): Answer => ({ kind: 'answer', response });

/** Never in a shared cache: the response carries visitor data (response-headers.ts). */
export const PRIVATE = { 'Cache-Control': VISITOR_DATA } as const;

/** A page definition's redirect as an answer, logged with its reason. */
export function redirectAnswer(redirect: Redirect, log: FastifyBaseLogger): Answer {
  if (redirect.status === 302 && redirect.headers?.['X-error'])
    log.info({ err: new Errors.INVALID_MARKET(redirect.reason) }, 'redirect to the not-found page');
  else log.info({ location: redirect.location, reason: redirect.reason }, 'redirect');
  return answer({
    kind: 'redirect',
    status: redirect.status,
    location: headerSafeLocation(redirect.location),
    headers: redirect.headers ?? {},
    cookies: [],
  });
}

/** storefront.md §8: a page that cannot be composed is a 302 to /us/500 with X-error: generic. */
export const serverErrorRedirect = (): PageResponse => ({
  kind: 'redirect',
  status: 302,
  location: SERVER_ERROR_PATH,
  headers: { 'X-error': 'generic' },
  cookies: [],
});
