/**
 * Page keys and the site paths travellers open. `home` is the market's home page; `landing:<slug>` a
 * landing page served at `/<market>/landingPage/<slug>`. Layouts for any market show the US path,
 * the site's default market.
 */
import { LandingSlug, type LayoutScope } from '@waypoint/schemas';
import type { FieldError } from '../errors.ts';

export const LANDING_PREFIX = 'landing:';
const DEFAULT_MARKET = 'us';

export function layoutPath(scope: Pick<LayoutScope, 'pageKey' | 'market'>): string {
  const market = scope.market ?? DEFAULT_MARKET;
  if (scope.pageKey === 'home') return `/${market}`;
  if (scope.pageKey.startsWith(LANDING_PREFIX)) {
    return `/${market}/landingPage/${scope.pageKey.slice(LANDING_PREFIX.length)}`;
  }
  // The trip page's layout serves every trip of the market (buying-flow.md §2 public product URLs).
  if (scope.pageKey === 'product') return `/${market}/{continent}/{country}/{id}-{slug}`;
  // Other page kinds have no studio route yet: their key, segments as path segments.
  return `/${market}/${scope.pageKey.split(':').join('/')}`;
}

/** A `landing:<slug>` page key's slug must be a `LandingSlug`; other keys are not landing pages. */
export function landingKeyErrors(pageKey: unknown): FieldError[] {
  if (typeof pageKey !== 'string' || !pageKey.startsWith(LANDING_PREFIX)) return [];
  const parsed = LandingSlug.safeParse(pageKey.slice(LANDING_PREFIX.length));
  return parsed.success
    ? []
    : [{ path: ['scope', 'pageKey'], message: parsed.error.issues[0]?.message ?? 'Invalid slug' }];
}
