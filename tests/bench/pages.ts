/**
 * The pages the benchmarks measure: the US home page, and (trips.ts) a trip page. Imported by the
 * server children too (servers.ts, web-roles.ts), so it imports no package: each child loads only the
 * package it serves, and the catalogue is generated only where a trip's address is needed.
 */

export const HOME_SITE_PATH = '/us';

export const pageApiPath = (sitePath: string): string => `/v1/pages${sitePath}`;
