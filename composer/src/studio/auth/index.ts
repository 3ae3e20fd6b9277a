/** Studio authentication, sessions, CSRF, sign-in rate limits and authorization. */
export {
  allows,
  can,
  inReach,
  MAIN_AFFILIATE,
  PERMISSION_WORDS,
  type Permission,
  type Principal,
  type ReachScope,
  ROLE_PERMISSIONS,
} from './authz.ts';
export { assertReach, auditOk, requirePermission } from './guards.ts';
export { createLoginLimiter, type LoginGate, type LoginLimiter } from './login-limiter.ts';
export { createStudioAuth, type StudioAuth, type StudioAuthEnv, studioAuthPlugin } from './plugin.ts';
export { PLAIN_COOKIE, SECURE_COOKIE } from './session-cookie.ts';
export {
  MemorySessionStore,
  type NewSession,
  RedisSessionStore,
  type Session,
  type SessionStore,
} from './sessions.ts';
export type { StudioAuthOptions, StudioRequestSession } from './types.ts';
