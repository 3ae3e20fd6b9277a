/**
 * What the composition knows of a request once its context is resolved (ARCHITECTURE.md step 1): the
 * wire context plus what only the server reads. Resolvers, page definitions and the pipeline share it.
 */
import type { HomeFeatureFlags } from '@waypoint/config';
import type { PageContext } from '@waypoint/schemas';

/** storefront.md §6 feature flags that touch the home page, from @waypoint/config `featureFlags`. */
export type HomeFlags = HomeFeatureFlags;

export type AdvisorProfile = {
  id: number;
  name: string;
  email: string;
  photo: string | null;
  phone: string;
  agencyLogo: string | null;
};

/** Everything a resolver may read about the request; `PageContext` is what goes on the wire. */
export interface RequestContext extends PageContext {
  /** Site path of the page, e.g. '/us'. */
  path: string;
  /** Public origin of the site, e.g. 'http://localhost:3000', for canonical and absolute links. */
  origin: string;
  hidePromotion: boolean;
  errorCode: string | null;
  translatorMode: boolean;
  advisorToken: string | null;
  /** Private-label config of the advisor_token in force (storefront.md §3 Advisor private-label config). */
  advisor: AdvisorProfile | null;
  /** A utm_reseller cookie was present on the request (storefront.md §4 Home page, hero intro rule). */
  hasResellerCookie: boolean;
  /** The reseller in force is known: the upstream has its logo, or it has a theme (cache keys: '?' else). */
  resellerKnown: boolean;
  /** Agent identification present (advisor_token, advisorId or externalAgentId): storefront.md §6. */
  isAdvisor: boolean;
  /**
   * Who is asking, from the customer cookies (storefront.md §4: soft, then guest, then full). Only
   * visitor-scoped resolvers may read it: their blocks are never cached (ARCHITECTURE.md "Visitor data").
   */
  visitor: { userId: string; kind: 'soft' | 'guest' | 'full' } | null;
  flags: HomeFlags;
}
