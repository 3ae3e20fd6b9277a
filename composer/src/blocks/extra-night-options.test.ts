import type { UpstreamExtraNights } from '@waypoint/schemas';
import { describe, expect, it } from 'vitest';
import { useKit } from '../../test/block-kit.ts';
import { onStep } from '../../test/checkout-fixtures.ts';
import { attempt, forToken, withCheckout } from '../../test/payment-fixtures.ts';
import { extraNightOptions } from './extra-night-options.ts';

const kit = useKit();

/** None held; one night +$180; three nights unavailable (null price and date); two nights +$340. */
const NIGHTS: UpstreamExtraNights = {
  options: {
    '3': { id: 3, incrementPrice: null, returnDate: null },
    '0': { id: 0, incrementPrice: 0, returnDate: '2026-12-14' },
    '2': { id: 2, incrementPrice: 340, returnDate: '2026-12-16' },
    '1': { id: 1, incrementPrice: 180, returnDate: '2026-12-15' },
  },
  selected: 0,
};

const withNights = (nights: UpstreamExtraNights | null = NIGHTS) =>
  withCheckout({
    static: forToken(attempt({ revision: 9, step: 'personalization' })),
    extraNights: forToken(nights),
  });

describe('ExtraNightOptions (buying-flow.md §3 "extraNight options, keyed by id", §4)', () => {
  it('offers the options by number of nights, the unavailable one without price or action', async () => {
    const { props } = await kit.run(extraNightOptions, {
      params: onStep('personalization'),
      sources: withNights(),
    });
    expect(
      props[0]!.options.map(({ id, price, selected, available, action }) => ({
        id,
        price,
        selected,
        available,
        action,
      })),
    ).toEqual([
      { id: '0', price: 'Included', selected: true, available: true, action: null },
      {
        id: '1',
        price: '+$180.00',
        selected: false,
        available: true,
        action: { kind: 'submit', action: 'chooseExtraNights', input: { nights: 1, revision: 9 } },
      },
      {
        id: '2',
        price: '+$340.00',
        selected: false,
        available: true,
        action: { kind: 'submit', action: 'chooseExtraNights', input: { nights: 2, revision: 9 } },
      },
      { id: '3', price: null, selected: false, available: false, action: null },
    ]);
  });

  it('says the return date of each available option', async () => {
    const { props } = await kit.run(extraNightOptions, {
      ctx: { translatorMode: true },
      params: onStep('personalization'),
      sources: withNights(),
    });
    expect(props[0]!.options.map((o) => o.description)).toEqual([
      'checkout.extraNights.returnOn',
      'checkout.extraNights.returnOn',
      'checkout.extraNights.returnOn',
      'checkout.extraNights.unavailable',
    ]);
    const english = await kit.run(extraNightOptions, {
      params: onStep('personalization'),
      sources: withNights(),
    });
    expect(english.props[0]!.options[1]!.description).toContain('December 15, 2026');
  });

  it('is hidden with one option or none, when they cannot be read, and off the personalisation step', async () => {
    const one = await kit.run(extraNightOptions, {
      params: onStep('personalization'),
      sources: withNights({
        options: { '0': { id: 0, incrementPrice: 0, returnDate: '2026-12-14' } },
        selected: 0,
      }),
    });
    expect(one.result).toBeNull();
    const unread = await kit.run(extraNightOptions, {
      params: onStep('personalization'),
      sources: withNights(null),
    });
    expect(unread.result).toBeNull();
    const flight = await kit.run(extraNightOptions, { params: onStep('flight'), sources: withNights() });
    expect(flight.result).toBeNull();
  });
});
