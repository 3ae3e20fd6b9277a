import type { UpstreamAccommodation } from '@waypoint/schemas';
import { describe, expect, it } from 'vitest';
import { useKit } from '../../test/block-kit.ts';
import { onStep, summary } from '../../test/checkout-fixtures.ts';
import { attempt, forToken, withCheckout } from '../../test/payment-fixtures.ts';
import { accommodationOptions } from './accommodation-options.ts';

const kit = useKit();

const ROOMS: UpstreamAccommodation = {
  includes: [{ id: 'room-std', name: 'Standard room', description: 'Two beds', price: 0 }],
  supplements: [
    { id: 'room-sea', name: 'Sea view', description: 'A balcony over the sea', price: 300 },
    { id: 'room-suite', name: 'Suite', description: 'A living room', price: 900 },
  ],
  selectedId: 'room-std',
};

const withRooms = (rooms: UpstreamAccommodation | null = ROOMS) =>
  withCheckout({
    static: forToken(attempt({ revision: 9, step: 'personalization' })),
    accommodation: forToken(rooms),
    summary: forToken(summary()),
  });

describe('AccommodationOptions (buying-flow.md §3 "accommodations", §5)', () => {
  it('offers the included rooms then the supplements, one held, each other one a change of the attempt', async () => {
    const { props } = await kit.run(accommodationOptions, {
      params: onStep('personalization'),
      sources: withRooms(),
    });
    expect(props[0]).toMatchObject({ multiple: false, revision: 9 });
    expect(
      props[0]!.options.map(({ id, name, price, selected, action }) => ({
        id,
        name,
        price,
        selected,
        action,
      })),
    ).toEqual([
      { id: 'room-std', name: 'Standard room', price: 'Included', selected: true, action: null },
      {
        id: 'room-sea',
        name: 'Sea view',
        // §5: the summary's price for the matching id ($360), not the list's own ($300).
        price: '+$360.00',
        selected: false,
        action: {
          kind: 'submit',
          action: 'chooseAccommodation',
          input: { accommodationId: 'room-sea', revision: 9 },
        },
      },
      {
        id: 'room-suite',
        name: 'Suite',
        // Not in the summary: the list's own price.
        price: '+$900.00',
        selected: false,
        action: {
          kind: 'submit',
          action: 'chooseAccommodation',
          input: { accommodationId: 'room-suite', revision: 9 },
        },
      },
    ]);
  });

  it('is hidden without rooms, or when the rooms or the summary cannot be read', async () => {
    const empty = await kit.run(accommodationOptions, {
      params: onStep('personalization'),
      sources: withRooms({ includes: [], supplements: [], selectedId: null }),
    });
    expect(empty.result).toBeNull();
    const unread = await kit.run(accommodationOptions, {
      params: onStep('personalization'),
      sources: withRooms(null),
    });
    expect(unread.result).toBeNull();
    const noSummary = await kit.run(accommodationOptions, {
      params: onStep('personalization'),
      sources: withCheckout({
        static: forToken(attempt({ step: 'personalization' })),
        accommodation: forToken(ROOMS),
        summary: forToken(null),
      }),
    });
    expect(noSummary.result).toBeNull();
  });

  it.each(['passengers', 'flight', 'payment'] as const)('is hidden on the %s step', async (step) => {
    const { result } = await kit.run(accommodationOptions, { params: onStep(step), sources: withRooms() });
    expect(result).toBeNull();
  });

  it('is a visitor block, never cached', () => {
    expect(accommodationOptions.scope).toBe('visitor');
    expect(accommodationOptions.dimensions).toEqual([]);
  });
});
