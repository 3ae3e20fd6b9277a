/**
 * The pages the benchmarks measure: the US home page, and a trip page (the sandbox's trip 12, two
 * categories, a departure calendar of twelve months) at its canonical address with no selection in
 * the URL: what a click on its card opens. `usTripPaths` lists every trip of the sandbox's catalogue.
 */
import { getCatalogue, tripPath } from '@waypoint/sandbox';

export const HOME_SITE_PATH = '/us';

export const BENCH_TRIP_ID = 12;

const trip = getCatalogue().tripById(BENCH_TRIP_ID);
if (!trip) throw new Error(`the sandbox's catalogue has no trip ${BENCH_TRIP_ID}`);
export const TRIP_SITE_PATH = tripPath(trip, 'us');

export const usTripPaths = (): string[] => getCatalogue().trips.map((t) => tripPath(t, 'us'));

export const pageApiPath = (sitePath: string): string => `/v1/pages${sitePath}`;
