/**
 * The destination pages: cold composition of a country page, server time, with
 * every cache tier off (p50 ≤ 8 ms), and its cache-hit throughput against a bare Fastify route that
 * replies the same bytes (≥ 0.85, both sides in one run, medians over rounds). Reuses cold.ts and hit.ts.
 */

import type { Server } from './children.ts';
import { benchCold, type ColdResult } from './cold.ts';
import { benchHit, type HitResult } from './hit.ts';
import { pageApiPath } from './pages.ts';

/** Kenya, a country page with facts, trips, sub-destinations and the four ad slots of §9 (US). */
export const DESTINATION_SITE_PATH = '/us/africa/kenya';
export const DESTINATION_PAGE_PATH = pageApiPath(DESTINATION_SITE_PATH);
export const DESTINATION_COLD_TARGET_P50_MS = 8;

export interface DestinationResult {
  cold: ColdResult;
  hit: HitResult;
}

export async function benchDestination(sandbox: Server): Promise<DestinationResult> {
  const cold = await benchCold(sandbox, DESTINATION_PAGE_PATH, DESTINATION_COLD_TARGET_P50_MS);
  const hit = await benchHit(sandbox, DESTINATION_PAGE_PATH);
  return { cold, hit };
}
