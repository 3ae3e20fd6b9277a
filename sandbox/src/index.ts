/**
 * The sandbox as other packages run it: standalone (`buildSandbox`) or inside another app (`sandboxPlugin`),
 * and the error its fault switchboard throws when fault switching is off. Test helpers (the catalogue the
 * sandbox serves) are under `@waypoint/sandbox/testing`.
 */
export { buildSandbox, sandboxPlugin } from './app.ts';
export { FaultsDisabledError } from './faults.ts';
