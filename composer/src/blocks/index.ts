/** The resolver registry (written by `pnpm gen` from the block definitions) and helpers other modules share. */

export { resolvers } from './resolvers.gen.ts';
export { tripStructuredData } from './structured-data.ts';
export { toTripCard, toTripCards } from './trip-card.ts';
