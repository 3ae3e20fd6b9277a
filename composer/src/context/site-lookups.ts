/**
 * The two lookups that complete a request's context with upstream data (ARCHITECTURE.md step 1): the
 * advisor's private-label config, and whether a reseller is known. Neither fails the page: without the
 * data the site is served without private label, and the reseller counts as unknown.
 */
import { resellerTheme } from '@waypoint/config';
import type { Market } from '@waypoint/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { DataSources } from '../sources/data-sources.ts';
import type { AdvisorProfile } from './request-context.ts';

/** storefront.md §3 "Advisor private-label config": the profile of the advisor a token names, or null. */
export async function advisorProfile(
  token: string,
  sources: DataSources,
  log: FastifyBaseLogger,
): Promise<AdvisorProfile | null> {
  try {
    const config = await sources.advisorConfig(token);
    if (!config) return null;
    return {
      id: config.agentId,
      name: config.name,
      email: config.email,
      photo: config.photo,
      phone: config.phone,
      agencyLogo: config.logo,
    };
  } catch (err) {
    log.warn({ err }, 'advisor private-label config unavailable: serving the site without private label');
    return null;
  }
}

/**
 * Whether a reseller is known: it has a theme (storefront.md §4, last_minute), or the upstream has its
 * logo (§7: /api/affiliate/logo/{utm_reseller}). Only a known reseller's name enters a Redis key.
 */
export async function resellerKnown(
  reseller: string,
  market: Market,
  sources: DataSources,
  log: FastifyBaseLogger,
): Promise<boolean> {
  if (resellerTheme(reseller, market) !== null) return true;
  try {
    return (await sources.resellerLogo(reseller)) !== null;
  } catch (err) {
    log.warn({ err }, 'reseller logo unavailable: the reseller counts as unknown');
    return false;
  }
}
