import { HIDDEN_ELEMENTS_AFFILIATE, MARKETS } from '@waypoint/config';
import { describe, expect, it } from 'vitest';
import { useKit } from '../../test/block-kit.ts';
import { footer } from './footer.ts';

const kit = useKit();

const advisor = {
  id: 31,
  name: 'Ana Ruiz',
  email: 'ana@andes-travel.test',
  photo: null,
  phone: '+34 910 000 131',
  agencyLogo: null,
};

describe('Footer', () => {
  it('shows the affiliate contact details, the footer columns, legal links, markets and copyright', async () => {
    const { props, sources } = await kit.run(footer);
    const f = props[0]!;
    const affiliate = await sources.affiliate();
    const upstream = await sources.footer();
    expect(f.phone?.display).toBe(affiliate.contactPhone.trim());
    expect(f.email).toBe(affiliate.customersEmail);
    expect(f.schedule).toBe(affiliate.scheduleLong);
    expect(f.address).toBe(affiliate.address);
    expect(f.columns.map((c) => c.title)).toEqual(upstream.columns.map((c) => c.title));
    expect(f.legal.map((l) => l.href)).toEqual([
      '/us/terms-and-conditions',
      '/us/promotional-terms',
      '/en/us/privacy-policy',
      '/us/cookies-policy',
    ]);
    expect([...new Set(f.markets.map((m) => m.market))]).toEqual([...MARKETS]);
    expect(f.markets.filter((m) => m.current).map((m) => m.locale)).toEqual(['en-US']);
    // Every market in each of its languages (11 locales), to its home in that language.
    expect(f.markets).toHaveLength(11);
    expect(f.markets.find((m) => m.locale === 'fr-CA')).toEqual({
      market: 'ca',
      locale: 'fr-CA',
      country: 'Canada',
      language: 'Français',
      href: '/ca?locale=fr-CA',
      current: false,
    });
    expect(f.marketLabels.button).toBe('Country and language: United States, English');
    expect(f.copyright).toContain(String(new Date().getFullYear()));
    expect(f.copyright).toContain(affiliate.name);
  });

  it('uses the market paths and language', async () => {
    const { props } = await kit.run(footer, { ctx: { market: 'de' } });
    const f = props[0]!;
    expect(f.legal.find((l) => l.href.includes('datenschutz'))).toEqual({
      href: '/de/de/datenschutzrichtlinie',
      label: 'Datenschutzerklärung',
    });
    expect(f.markets.find((m) => m.market === 'es')).toEqual({
      market: 'es',
      locale: 'es-ES',
      country: 'Spanien',
      language: 'Español',
      href: '/es',
      current: false,
    });
    const mx = await kit.run(footer, { ctx: { market: 'mx' } });
    expect(mx.props[0]!.legal[0]!.href).toBe('/es/terminos-y-condiciones');
  });

  it('keeps the mx links the upstream puts under /es as they are (storefront.md §2: no doubled prefix)', async () => {
    const { props, sources } = await kit.run(footer, { ctx: { market: 'mx' } });
    const hrefs = props[0]!.columns.flatMap((c) => c.links.map((l) => l.href));
    expect(hrefs).toContain('/es/terminos-y-condiciones');
    expect(hrefs).toContain('/mx/ayuda');
    expect(hrefs.filter((h) => /^\/mx\/(es|mx)\//.test(h))).toEqual([]);
    const upstream = (await sources.footer()).columns.flatMap((c) => c.links.map((l) => l.url));
    expect(upstream).toContain('/es/terminos-y-condiciones');
  });

  it("shows the advisor's phone and e-mail on a private label", async () => {
    const { props } = await kit.run(footer, { ctx: { market: 'es', advisor } });
    expect(props[0]!.phone).toEqual({ display: advisor.phone, href: 'tel:+34910000131' });
    expect(props[0]!.email).toBe(advisor.email);
  });

  it('shows the last_minute support phone in its markets', async () => {
    const { props } = await kit.run(footer, { ctx: { market: 'fr', reseller: 'last_minute' } });
    expect(props[0]!.phone?.href).toBe('tel:+33199000600');
  });

  it('leaves out the copyright for the partner that hides it (storefront.md §6)', async () => {
    const { props } = await kit.run(footer, {
      ctx: { siteFields: { affiliateId: HIDDEN_ELEMENTS_AFFILIATE } },
    });
    expect(props[0]!.copyright).toBeNull();
  });
});
