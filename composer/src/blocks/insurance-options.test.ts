import type { UpstreamInsurances } from '@waypoint/schemas';
import { describe, expect, it } from 'vitest';
import { useKit } from '../../test/block-kit.ts';
import { onStep } from '../../test/checkout-fixtures.ts';
import { attempt, forToken, withCheckout } from '../../test/payment-fixtures.ts';
import { insuranceOptions } from './insurance-options.ts';

const kit = useKit();

const PACKAGES: UpstreamInsurances['packages'] = [
  {
    key: 'ins-std',
    name: 'Standard',
    cancellationPolicy: 'STANDARD',
    coverage: ['Medical'],
    TotalPremium: 0,
  },
  {
    key: 'ins-flex',
    name: 'Flex',
    cancellationPolicy: 'FLEX',
    coverage: ['Medical', 'Cancellation'],
    TotalPremium: 129,
  },
  {
    key: 'ins-flexplus',
    name: 'Flex+',
    cancellationPolicy: 'FLEX+',
    coverage: ['Everything'],
    TotalPremium: 249.9,
  },
];

const withInsurances = (
  insurances: UpstreamInsurances | null,
  policy: { policy: 'STANDARD' | 'FLEX' | 'FLEX+' } | null = null,
) =>
  withCheckout({
    static: forToken(attempt({ revision: 9, step: 'personalization' })),
    insurances: forToken(insurances),
    cancellationPolicy: forToken(policy),
  });

const summaryOf = (
  options: Array<{ id: string; price: string | null; selected: boolean; action: unknown }>,
) => options.map(({ id, price, selected, action }) => ({ id, price, selected, action }));

describe('InsuranceOptions (buying-flow.md §3 "insuranceData", §5, §9)', () => {
  it("prices each package by its TotalPremium, Standard included; the held one is the attempt's", async () => {
    const { props } = await kit.run(insuranceOptions, {
      params: onStep('personalization'),
      sources: withInsurances({ packages: PACKAGES, selectedKey: 'ins-flex' }),
    });
    expect(props[0]!.options.map((o) => o.name)).toEqual([
      'Standard (STANDARD)',
      'Flex (FLEX)',
      'Flex+ (FLEX+)',
    ]);
    expect(summaryOf(props[0]!.options)).toEqual([
      {
        id: 'ins-std',
        price: 'Included',
        selected: false,
        // Choosing Standard removes the insurance: its key is null.
        action: { kind: 'submit', action: 'chooseInsurance', input: { insuranceKey: null, revision: 9 } },
      },
      { id: 'ins-flex', price: '+$129.00', selected: true, action: null },
      {
        id: 'ins-flexplus',
        price: '+$249.90',
        selected: false,
        action: {
          kind: 'submit',
          action: 'chooseInsurance',
          input: { insuranceKey: 'ins-flexplus', revision: 9 },
        },
      },
    ]);
    expect(props[0]!.options[1]!.description).toBe('Medical · Cancellation');
  });

  it('holds Standard when the attempt holds no package (every trip is protected with Standard)', async () => {
    const { props } = await kit.run(insuranceOptions, {
      params: onStep('personalization'),
      sources: withInsurances({ packages: PACKAGES, selectedKey: null }),
    });
    expect(props[0]!.options.map((o) => o.selected)).toEqual([true, false, false]);
  });

  it('names the cancellation policy the attempt holds (§7 cancellation-policy)', async () => {
    const withPolicy = await kit.run(insuranceOptions, {
      params: onStep('personalization'),
      sources: withInsurances({ packages: PACKAGES, selectedKey: 'ins-flex' }, { policy: 'FLEX' }),
    });
    const without = await kit.run(insuranceOptions, {
      params: onStep('personalization'),
      sources: withInsurances({ packages: PACKAGES, selectedKey: 'ins-flex' }),
    });
    const intro = without.props[0]!.intro ?? '';
    expect(intro).not.toBe('');
    expect(withPolicy.props[0]!.intro).toContain('FLEX');
    expect(withPolicy.props[0]!.intro?.startsWith(intro)).toBe(true);
    expect(without.props[0]!.intro).not.toContain('FLEX');
  });

  it('is hidden without packages, when they cannot be read, and off the personalisation step', async () => {
    const none = await kit.run(insuranceOptions, {
      params: onStep('personalization'),
      sources: withInsurances({ packages: [], selectedKey: null }),
    });
    expect(none.result).toBeNull();
    const unread = await kit.run(insuranceOptions, {
      params: onStep('personalization'),
      sources: withInsurances(null),
    });
    expect(unread.result).toBeNull();
    const passengers = await kit.run(insuranceOptions, {
      params: onStep('passengers'),
      sources: withInsurances({ packages: PACKAGES, selectedKey: null }),
    });
    expect(passengers.result).toBeNull();
  });
});
