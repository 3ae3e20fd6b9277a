/**
 * Route guards and the audit trail of refusals. Every denial (401, 403, CSRF, 429, bad credentials) is
 * logged, audited, then answered as `{ statusCode, code, message }`. A refusal of a client without a
 * session is counted, not listed: one audit row per address, reason and minute,
 * so an anonymous flood cannot bury who changed what. Failed sign-ins with a password stay one row
 * each: the sign-in limiter bounds them per address and account.
 */
import type { ContentStore } from '@waypoint/cms-adapter';
import type { FastifyError, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { clientOf } from '../../client.ts';
import { Errors } from '../../errors.ts';
import { allows, can, PERMISSION_WORDS, type Permission, type ReachScope, reachDenial } from './authz.ts';
import type { StudioAuthOptions } from './types.ts';

export type AuditInput = Parameters<ContentStore['recordAudit']>[0];

export interface Denial {
  error: FastifyError;
  /** Short, stable words for the audit log: 'no-session', 'role', 'reach', 'csrf-token-missing', … */
  reason: string;
  /** Sign-in refusals are failed `session.create`s; everything else is `access.denied`. */
  signIn?: boolean;
  /** Defaults to the signed-in user's e-mail, else 'anonymous'. */
  actor?: string;
  details?: Record<string, unknown>;
}

export function authOf(request: FastifyRequest): StudioAuthOptions {
  const auth = request.server.studioAuth;
  if (!auth) throw new Error('studioAuthPlugin is not registered on this Fastify instance');
  return auth;
}

export const actorOf = (request: FastifyRequest): string => request.studio?.user.email ?? 'anonymous';

export const errorBody = (err: FastifyError) => ({
  statusCode: err.statusCode ?? 500,
  code: err.code,
  message: err.message,
});

/**
 * Writes an audit entry; a failed write is logged as an error but never turns the answer into a 500
 * (the refusal or the change it records has already happened).
 */
export async function writeAudit(request: FastifyRequest, entry: AuditInput): Promise<void> {
  try {
    await authOf(request).content.recordAudit(entry);
  } catch (err) {
    request.log.error({ err, audit: entry }, 'studio: audit write failed');
  }
}

/** Refusals without a session that are counted per address and minute instead of listed one by one. */
const isCounted = (request: FastifyRequest, denial: Denial) =>
  request.studio === null && denial.reason !== 'bad-credentials';

/** Audits and logs a refusal (the caller answers or throws it). */
export async function recordDenial(request: FastifyRequest, denial: Denial): Promise<void> {
  const actor = denial.actor ?? actorOf(request);
  const details = { method: request.method, url: request.url, reason: denial.reason, ...denial.details };
  request.log.warn(
    {
      event: 'studio_access_denied',
      code: denial.error.code,
      status: denial.error.statusCode,
      actor,
      ...details,
    },
    `studio: ${denial.error.code} (${denial.reason})`,
  );
  const entry: AuditInput = {
    actor,
    action: denial.signIn ? 'session.create' : 'access.denied',
    outcome: denial.signIn ? 'failed' : 'denied',
    ip: clientOf(request).ip,
    details,
  };
  if (!isCounted(request, denial)) return writeAudit(request, entry);
  try {
    await authOf(request).content.countDenial(entry);
  } catch (err) {
    request.log.error({ err, audit: entry }, 'studio: audit write failed');
  }
}

/** Audits the refusal and answers it. Return its result from a hook to stop the request there. */
export async function deny(
  request: FastifyRequest,
  reply: FastifyReply,
  denial: Denial,
): Promise<FastifyReply> {
  await recordDenial(request, denial);
  return reply.code(denial.error.statusCode ?? 403).send(errorBody(denial.error));
}

/** A preHandler: 401 when not signed in, 403 STUDIO_FORBIDDEN when the role lacks the permission. */
export function requirePermission(permission: Permission): preHandlerAsyncHookHandler {
  return async function studioPermission(request, reply) {
    const studio = request.studio;
    if (!studio)
      return deny(request, reply, { error: new Errors.STUDIO_UNAUTHENTICATED(), reason: 'no-session' });
    if (!can(studio.user, permission)) {
      return deny(request, reply, {
        error: new Errors.STUDIO_FORBIDDEN(studio.user.role, PERMISSION_WORDS[permission]),
        reason: 'role',
        details: { role: studio.user.role, permission },
      });
    }
  };
}

/**
 * Checks that the signed-in user may use `permission` on a layout of `scope`. Refused: audits the
 * denial and throws 403 (STUDIO_FORBIDDEN for the role, STUDIO_OUT_OF_REACH for the scope), or, with
 * `quiet`, returns false without auditing (to filter lists). Not signed in: throws 401.
 */
export async function assertReach(
  request: FastifyRequest,
  scope: ReachScope,
  permission: Permission,
  options: { quiet?: boolean } = {},
): Promise<boolean> {
  const studio = request.studio;
  if (!studio) {
    const error = new Errors.STUDIO_UNAUTHENTICATED();
    if (!options.quiet) await recordDenial(request, { error, reason: 'no-session' });
    throw error;
  }
  if (allows(studio.user, permission, scope)) return true;
  if (options.quiet) return false;
  const byRole = !can(studio.user, permission);
  const error = byRole
    ? new Errors.STUDIO_FORBIDDEN(studio.user.role, PERMISSION_WORDS[permission])
    : new Errors.STUDIO_OUT_OF_REACH(reachDenial(studio.user, scope));
  await recordDenial(request, {
    error,
    reason: byRole ? 'role' : 'reach',
    details: { permission, scope: { market: scope.market, affiliateId: scope.affiliateId } },
  });
  throw error;
}

/** Audits a successful action of the signed-in user (actor and client address filled in). */
export function auditOk(
  request: FastifyRequest,
  entry: Omit<AuditInput, 'actor' | 'ip' | 'outcome'>,
): Promise<void> {
  return writeAudit(request, { ...entry, actor: actorOf(request), ip: clientOf(request).ip, outcome: 'ok' });
}
