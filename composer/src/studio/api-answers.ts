/**
 * The answers every studio API operation documents besides its success, each with the error body. Its
 * own file because both the resources and the sign-in routes of the auth plugin document them, and the
 * auth plugin must not depend on the resources that it guards.
 */
import { StudioError } from '@waypoint/schemas';

/**
 * - 400: a field breaks the schema, or the URL or body holds NUL (the app's guard);
 * - 401 / 403: no session, the role or reach, a CSRF failure; 503: load shed, sessions or database down;
 * - with a path id: 404 for an unknown id, 414 for an id longer than the router's 100 characters;
 * - with a body: 413 past the 1 MiB body limit, 415 for a body that is not JSON.
 */
const ALWAYS = [400, 401, 403, 503] as const;
export const WITH_ID = [404, 414] as const;
export const WITH_BODY = [413, 415] as const;

export const answers = (...codes: readonly number[]) =>
  Object.fromEntries([...ALWAYS, ...codes].map((code) => [code, StudioError]));
