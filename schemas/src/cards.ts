/** GET /v1/cards/recently-visited/{market}/{locale}?id=1,2&limit=10: trip cards for browser-held lists. */
import { z } from 'zod';
import { TripCard } from './common.ts';

export const TripCardsResponse = z.object({ cards: z.array(TripCard).max(10) }).meta({
  id: 'TripCardsResponse',
  description: 'Trip cards in the order asked for; unknown ids are left out',
});
export type TripCardsResponse = z.infer<typeof TripCardsResponse>;
