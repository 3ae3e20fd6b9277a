/** A landing page's layout key is `landing:<slug>`; the slug must be one a site path can carry. */
import { LandingSlug } from '@waypoint/schemas';
import type { FieldError } from '../errors.ts';

const LANDING_PREFIX = 'landing:';

/** A `landing:<slug>` page key's slug must be a `LandingSlug`; other keys are not landing pages. */
export function landingKeyErrors(pageKey: unknown): FieldError[] {
  if (typeof pageKey !== 'string' || !pageKey.startsWith(LANDING_PREFIX)) return [];
  const parsed = LandingSlug.safeParse(pageKey.slice(LANDING_PREFIX.length));
  return parsed.success
    ? []
    : [{ path: ['scope', 'pageKey'], message: parsed.error.issues[0]?.message ?? 'Invalid slug' }];
}
