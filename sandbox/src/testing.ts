/**
 * For tests and benchmarks of other packages: the sandbox's deterministic catalogue and the site address of
 * each trip, to pick the pages to request without hard-coding what the sandbox generates.
 */
export { getCatalogue, tripPath } from './catalogue/index.ts';
