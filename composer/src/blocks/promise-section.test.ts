import { describe, expect, it } from 'vitest';
import { useKit } from '../../test/block-kit.ts';
import { promiseSection } from './promise-section.ts';

const kit = useKit();

const advisor = {
  id: 5,
  name: 'Ana',
  email: 'ana@agency.test',
  photo: null,
  phone: '+1 202 555 0111',
  agencyLogo: null,
};
const digits = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

describe('PromiseSection', () => {
  it('links the first box to the best-price guarantee and the third to the contact phone', async () => {
    const { props, sources } = await kit.run(promiseSection, { ctx: { market: 'uk' } });
    const affiliate = await sources.affiliate();
    const [first, , third] = props[0]!.boxes;
    expect(first!.link).toEqual({ href: '/uk/bestpriceguarantee', label: 'How it works' });
    expect(third!.link?.href).toBe(digits(affiliate.contactPhone));
    expect(third!.link?.label).toBe(`Call ${affiliate.contactPhone.trim()}`);
    expect(props[0]!.boxes).toHaveLength(4);
  });

  it('shows for a reseller without a partner theme, with the affiliate phone', async () => {
    const { props, sources } = await kit.run(promiseSection, {
      ctx: { market: 'us', reseller: 'last_minute' },
    });
    expect(props[0]!.boxes[2]!.link?.href).toBe(digits((await sources.affiliate()).contactPhone));
  });

  it.each([
    ['a partner site', { site: 'partner' as const }],
    ['a white-label site', { site: 'whiteLabel' as const }],
    ['a private-label site', { advisor }],
    ['the last_minute partner theme', { market: 'de' as const, reseller: 'last_minute' }],
  ])('is hidden on %s (main brand only)', async (_, ctx) => {
    const { result } = await kit.run(promiseSection, { ctx });
    expect(result).toBeNull();
  });

  it('translates its copy', async () => {
    const { props } = await kit.run(promiseSection, { ctx: { market: 'fr' } });
    expect(props[0]!.boxes[0]!.title).toBe('Garantie du meilleur prix');
    expect(props[0]!.boxes[0]!.link?.href).toBe('/fr/bestpriceguarantee');
  });
});
