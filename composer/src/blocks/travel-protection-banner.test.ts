import { describe, expect, it } from 'vitest';
import { useKit } from '../../test/block-kit.ts';
import { travelProtectionBanner } from './travel-protection-banner.ts';

const kit = useKit();

describe('TravelProtectionBanner', () => {
  it("carries the spec's exact English text and opens the premiumCare modal", async () => {
    const { props } = await kit.run(travelProtectionBanner);
    expect(props[0]!.title).toBe('Our Travel Protection takes care of you');
    expect(props[0]!.text).toBe(
      'All our trips are protected with our Standard coverage, the ideal level of protection for most travelers. Our Flex and Flex+ plans are available for travelers that require extra peace of mind.',
    );
    expect(props[0]!.modalId).toBe('premiumCare');
    expect(props[0]!.modal.plans.map((p) => p.name)).toEqual(['Standard', 'Flex', 'Flex+']);
  });

  it('is translated in the other languages', async () => {
    const de = await kit.run(travelProtectionBanner, { ctx: { market: 'de' } });
    expect(de.props[0]!.title).toBe('Unser Reiseschutz kümmert sich um Sie');
    const mx = await kit.run(travelProtectionBanner, { ctx: { market: 'mx' } });
    expect(mx.props[0]!.title).toBe('Nuestra Protección de Viaje cuida de ti');
  });

  it('shows on sales and www only (premiumCareInfo)', async () => {
    const sales = await kit.run(travelProtectionBanner, { ctx: { site: 'sales' } });
    expect(sales.props).toHaveLength(1);
    for (const site of ['advisors', 'partner', 'whiteLabel'] as const) {
      const { result } = await kit.run(travelProtectionBanner, { ctx: { site } });
      expect(result, site).toBeNull();
    }
  });
});
