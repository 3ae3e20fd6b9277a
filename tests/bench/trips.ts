/**
 * The trip page the benchmarks measure: the sandbox's trip 12 (two categories, a departure calendar of
 * twelve months) at its canonical address with no selection in the URL, what a click on its card
 * opens; and every trip of the catalogue. Reads the sandbox's catalogue: for the parent process only
 * (the server children import pages.ts).
 */
import { getCatalogue, tripPath } from '@waypoint/sandbox/testing';

const BENCH_TRIP_ID = 12;

const trip = getCatalogue().tripById(BENCH_TRIP_ID);
if (!trip) throw new Error(`the sandbox's catalogue has no trip ${BENCH_TRIP_ID}`);
export const TRIP_SITE_PATH = tripPath(trip, 'us');

export const usTripPaths = (): string[] => getCatalogue().trips.map((t) => tripPath(t, 'us'));
