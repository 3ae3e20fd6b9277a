/** What the studio auth plugin adds to Fastify's instance and requests. */
import type { ContentStore } from '@waypoint/cms-adapter';
import type { StudioUser } from '@waypoint/schemas';
import type { LoginLimiter } from './login-limiter.ts';
import type { SessionStore } from './sessions.ts';

export interface StudioAuthOptions {
  content: ContentStore;
  sessions: SessionStore;
  limiter: LoginLimiter;
  /** Session lifetime without use, and the cookie's Max-Age. */
  ttlSeconds: number;
}

/** The signed-in studio user of a request. */
export interface StudioRequestSession {
  user: StudioUser;
  sessionId: string;
  csrfToken: string;
  expiresAt: Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The studio session store (routes end a user's sessions when they are disabled). */
    studioSessions: SessionStore;
    studioAuth: StudioAuthOptions;
  }
  interface FastifyRequest {
    /**
     * The signed-in studio user; null without a valid session. Resolved for /studio/api requests and
     * `?explain=` page requests that carry a studio cookie; always null on other traffic.
     */
    studio: StudioRequestSession | null;
  }
}
