/**
 * POST / GET / DELETE /studio/api/session: sign in, who am I, sign out (studio brief, endpoint table).
 * CSRF and the same-origin rule for these are enforced by the plugin's onRequest hook.
 */
import { SessionRequest, SessionResponse } from '@waypoint/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientOf } from '../../client.ts';
import { Errors } from '../../errors.ts';
import { answers, WITH_BODY } from '../api-answers.ts';
import { withoutControlChars } from '../safe-text.ts';
import { deny, writeAudit } from './guards.ts';
import { accountKey } from './login-limiter.ts';
import { SIGN_IN_PATH } from './request-checks.ts';
import { clearSessionCookie, hasSessionCookie, setSessionCookie } from './session-cookie.ts';
import type { StudioAuthOptions } from './types.ts';

const tags = ['studio'];

/** Session and limiter stores failing (Redis down) answer 503 with the cause kept for the log. */
const unavailable = (what: string) => (err: unknown) => {
  throw new Errors.STUDIO_SESSIONS_UNAVAILABLE(what, { cause: err });
};

export async function sessionRoutes(parent: FastifyInstance, auth: StudioAuthOptions): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { content, sessions, limiter, ttlSeconds } = auth;

  app.post(
    SIGN_IN_PATH,
    {
      schema: {
        tags,
        summary: 'Sign in',
        security: [],
        body: withoutControlChars(SessionRequest),
        response: { 200: SessionResponse, ...answers(429, ...WITH_BODY) },
      },
    },
    async (request, reply) => {
      const account = accountKey(request.body.email);
      const address = clientOf(request).ip;
      const signInDenial = { signIn: true, actor: 'anonymous', details: { email: account } } as const;

      // 1. Refuse at once while the account or the address has used up its failures.
      const gate = await limiter.reserve(account, address).catch(unavailable('the sign-in limiter failed'));
      if (gate.blocked) {
        reply.header('Retry-After', String(gate.retryAfterSeconds));
        return deny(request, reply, {
          ...signInDenial,
          error: new Errors.STUDIO_RATE_LIMITED(gate.retryAfterSeconds),
          reason: `rate-limited-${gate.by}`,
          details: { ...signInDenial.details, retryAfterSeconds: gate.retryAfterSeconds },
        });
      }
      // 2. Check the password (the store answers null alike for an unknown e-mail and a wrong password).
      const user = await content
        .verifyPassword(account, request.body.password)
        .catch(async (err: unknown) => {
          await limiter
            .release(account, address)
            .catch((e: unknown) => request.log.error({ err: e }, 'studio: limiter release failed'));
          throw err;
        });
      if (!user) {
        return deny(request, reply, {
          ...signInDenial,
          error: new Errors.STUDIO_BAD_CREDENTIALS(),
          reason: 'bad-credentials',
        });
      }
      // 3. A fresh session; any session the browser had is ended (no fixation).
      await limiter.succeeded(account, address).catch(unavailable('the sign-in limiter failed'));
      if (request.studio)
        await sessions.destroy(request.studio.sessionId).catch(unavailable('the session store failed'));
      const session = await sessions.create(user.id).catch(unavailable('the session store failed'));
      setSessionCookie(request, reply, session.id, ttlSeconds);
      await writeAudit(request, {
        actor: user.email,
        action: 'session.create',
        outcome: 'ok',
        ip: address,
        details: {},
      });
      request.log.info({ event: 'studio_sign_in', userId: user.id }, 'studio: signed in');
      return { user, csrfToken: session.csrfToken, expiresAt: session.expiresAt.toISOString() };
    },
  );

  app.get(
    SIGN_IN_PATH,
    {
      schema: { tags, summary: 'The signed-in user', response: { 200: SessionResponse, ...answers() } },
    },
    async (request, reply) => {
      const studio = request.studio;
      // The studio asks this on load to learn whether it is signed in: a plain "no", not an audited denial.
      if (!studio) return notSignedIn(request, reply);
      return { user: studio.user, csrfToken: studio.csrfToken, expiresAt: studio.expiresAt.toISOString() };
    },
  );

  app.delete(
    SIGN_IN_PATH,
    {
      schema: { tags, summary: 'Sign out', response: { 204: z.null(), ...answers(...WITH_BODY) } },
    },
    async (request, reply) => {
      const studio = request.studio;
      if (!studio) return notSignedIn(request, reply); // the CSRF hook answers first; kept for safety
      await sessions.destroy(studio.sessionId).catch(unavailable('the session store failed'));
      clearSessionCookie(request, reply);
      await writeAudit(request, {
        actor: studio.user.email,
        action: 'session.delete',
        outcome: 'ok',
        ip: clientOf(request).ip,
        details: {},
      });
      return reply.code(204).send(null);
    },
  );
}

function notSignedIn(request: FastifyRequest, reply: FastifyReply) {
  if (hasSessionCookie(request)) clearSessionCookie(request, reply);
  const err = new Errors.STUDIO_UNAUTHENTICATED();
  return reply.code(401).send({ statusCode: 401, code: err.code, message: err.message });
}
