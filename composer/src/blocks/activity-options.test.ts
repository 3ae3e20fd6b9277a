import type { UpstreamActivities } from '@waypoint/schemas';
import { describe, expect, it } from 'vitest';
import { useKit } from '../../test/block-kit.ts';
import { onStep, summary } from '../../test/checkout-fixtures.ts';
import { attempt, forToken, withCheckout } from '../../test/payment-fixtures.ts';
import { activityOptions } from './activity-options.ts';

const kit = useKit();

const ACTIVITIES: UpstreamActivities = {
  supplements: [
    { id: 'act-balloon', name: 'Balloon flight', description: 'At dawn', unitPrice: 50, day: 3 },
    { id: 'act-dinner', name: 'Bush dinner', description: 'Under the stars', unitPrice: 80.5, day: null },
  ],
  selectedIds: ['act-balloon'],
};

const withActivities = (activities: UpstreamActivities | null = ACTIVITIES, pax = summary().pax) =>
  withCheckout({
    static: forToken(attempt({ revision: 9, step: 'personalization' })),
    activities: forToken(activities),
    summary: forToken(summary({ pax })),
  });

describe('ActivityOptions (buying-flow.md §3 "supplements", §5)', () => {
  it('prices each activity for the adults and children, with its unit price as details; each toggles', async () => {
    const { props } = await kit.run(activityOptions, {
      params: onStep('personalization'),
      sources: withActivities(),
    });
    expect(props[0]).toMatchObject({ multiple: true, revision: 9 });
    expect(
      props[0]!.options.map(({ id, price, priceDetails, selected, action }) => ({
        id,
        price,
        priceDetails,
        selected,
        action,
      })),
    ).toEqual([
      {
        id: 'act-balloon',
        price: '$150.00',
        priceDetails: '3 * $50.00',
        selected: true,
        action: {
          kind: 'submit',
          action: 'toggleActivity',
          input: { activityId: 'act-balloon', added: false, revision: 9 },
        },
      },
      {
        id: 'act-dinner',
        price: '$241.50',
        priceDetails: '3 * $80.50',
        selected: false,
        action: {
          kind: 'submit',
          action: 'toggleActivity',
          input: { activityId: 'act-dinner', added: true, revision: 9 },
        },
      },
    ]);
  });

  it('does not charge babies (§5: adults + children)', async () => {
    const { props } = await kit.run(activityOptions, {
      params: onStep('personalization'),
      sources: withActivities(ACTIVITIES, { passengers: 4, adults: 2, children: 0, babies: 2 }),
    });
    expect(props[0]!.options[0]).toMatchObject({ price: '$100.00', priceDetails: '2 * $50.00' });
  });

  it('is hidden without activities, when they cannot be read, and off the personalisation step', async () => {
    const none = await kit.run(activityOptions, {
      params: onStep('personalization'),
      sources: withActivities({ supplements: [], selectedIds: [] }),
    });
    expect(none.result).toBeNull();
    const unread = await kit.run(activityOptions, {
      params: onStep('personalization'),
      sources: withActivities(null),
    });
    expect(unread.result).toBeNull();
    const payment = await kit.run(activityOptions, { params: onStep('payment'), sources: withActivities() });
    expect(payment.result).toBeNull();
  });
});
