import { featureFlags, LAST_MINUTE_SUPPORT_PHONES, PRODUCT_LOGO } from '@waypoint/config';
import type { ExperimentVariant } from '@waypoint/schemas';
import { describe, expect, it } from 'vitest';
import { buildCtx, type CtxOverrides, useKit } from '../../test/block-kit.ts';
import { header } from './header.ts';

const kit = useKit();

const advisor = {
  id: 31,
  name: 'Ana Ruiz',
  email: 'ana@andes-travel.test',
  photo: '/advisors/31.jpg',
  phone: '+1 (202) 555-0131',
  agencyLogo: '/agencies/andes.svg',
};
const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

describe('Header', () => {
  it('shows the main brand with the affiliate phone, deals, languages and standard heights', async () => {
    const { props, sources } = await kit.run(header);
    const h = props[0]!;
    const affiliate = await sources.affiliate();
    expect(h.logo).toMatchObject({ src: PRODUCT_LOGO.logoUrl, href: '/us' });
    expect(h.phone).toEqual({ display: affiliate.contactPhone.trim(), href: tel(affiliate.contactPhone) });
    expect(h.email).toBeNull();
    expect(h.deals.length).toBe((await sources.deals()).length);
    expect(h.menu.length).toBe((await sources.header()).menu.length);
    // The sandbox configures every locale on one origin: the link keeps the page and sets the locale.
    expect(h.languages).toEqual([
      { locale: 'en-US', label: 'English', href: '?locale=en-US', origin: null, current: true },
      { locale: 'es-US', label: 'Español', href: '?locale=es-US', origin: null, current: false },
    ]);
    expect(h.heights).toEqual({ mobile: 60, tabletUp: 70 });
    expect(h.advisor).toBeNull();
    expect(h.partnerLogo).toBeNull();
  });

  it('lists the languages of the market', async () => {
    const ca = await kit.run(header, { ctx: { market: 'ca', locale: 'fr-CA' } });
    expect(ca.props[0]!.languages.map((l) => [l.locale, l.current])).toEqual([
      ['en-CA', false],
      ['fr-CA', true],
    ]);
    expect(ca.props[0]!.labels.language).toBe('Langue');
    const de = await kit.run(header, { ctx: { market: 'de' } });
    expect(de.props[0]!.languages.map((l) => l.href)).toEqual(['?locale=de-DE']);
  });

  it('has no deals menu where the dealsHeaderMenu flag is off', async () => {
    const partner = await kit.run(header, { ctx: { site: 'partner' } });
    expect(partner.ctx.flags.dealsHeaderMenu).toBe(false);
    expect(partner.props[0]!.deals).toEqual([]);
    const checkout = await kit.run(header, { ctx: { pageKind: 'checkout' } });
    expect(checkout.props[0]!.deals).toEqual([]);
  });

  it('shows the partner logo of an affiliate site', async () => {
    const { props } = await kit.run(header, { ctx: { site: 'whiteLabel' } });
    expect(props[0]!.logo.src).toBe('/assets/images/logos/partners/partner-one.svg');
  });

  it('on a private label shows the agency logo, the advisor phone and e-mail and the advisor block', async () => {
    const { props } = await kit.run(header, { ctx: { advisor } });
    const h = props[0]!;
    expect(h.logo.src).toBe('/agencies/andes.svg');
    expect(h.phone).toEqual({ display: advisor.phone, href: 'tel:+12025550131' });
    expect(h.email).toBe(advisor.email);
    expect(h.advisor).toEqual({ name: 'Ana Ruiz', email: advisor.email, photo: advisor.photo });
    expect(h.heights).toEqual({ mobile: 98, tabletUp: 98 });
  });

  it("uses the sandbox's private-label config of an advisor token", async () => {
    const profile = await kit.advisor('adv-demo-1');
    const { props } = await kit.run(header, { ctx: { advisor: profile, advisorToken: 'adv-demo-1' } });
    expect(props[0]!.phone?.display).toBe(profile.phone);
    expect(props[0]!.logo.src).toBe(profile.agencyLogo);
    expect(props[0]!.advisor?.name).toBe(profile.name);
  });

  it.each(['de', 'es', 'fr', 'uk'] as const)(
    'under utm_reseller=last_minute in %s shows the support phone',
    async (market) => {
      const { props } = await kit.run(header, { ctx: { market, reseller: 'last_minute' } });
      expect(props[0]!.phone?.display).toBe(LAST_MINUTE_SUPPORT_PHONES[market]);
    },
  );

  it('under last_minute elsewhere keeps the affiliate phone', async () => {
    const { props, sources } = await kit.run(header, { ctx: { market: 'us', reseller: 'last_minute' } });
    expect(props[0]!.phone?.display).toBe((await sources.affiliate()).contactPhone.trim());
  });

  it('shows the reseller logo when the reseller-logo flag holds, never on advisors', async () => {
    const www = await kit.run(header, { ctx: { reseller: 'last_minute' } });
    expect(www.ctx.flags.resellerLogo).toBe(true);
    const logo = await www.sources.resellerLogo('last_minute');
    expect(www.props[0]!.partnerLogo?.src ?? null).toBe(logo?.logoUrl ?? null);
    expect(logo?.logoUrl).toBeTruthy();
    const advisors = await kit.run(header, { ctx: { site: 'advisors', reseller: 'last_minute' } });
    expect(advisors.props[0]!.partnerLogo).toBeNull();
  });

  it('shows no reseller logo for an unknown reseller', async () => {
    const { props } = await kit.run(header, { ctx: { reseller: 'nobody-knows-me' } });
    expect(props[0]!.partnerLogo).toBeNull();
  });

  describe('experiments (storefront.md §9) and the language disclaimer (§6)', () => {
    const withExperiments = (experiments: Record<string, ExperimentVariant>, o: CtxOverrides = {}) => {
      const ctx = buildCtx(o);
      ctx.experiments = experiments;
      ctx.flags = featureFlags({
        site: ctx.site,
        market: ctx.market,
        pageKind: 'home',
        experiments,
        locale: ctx.locale,
      });
      return ctx;
    };

    it('declares the experiments it reads, so every page with a header assigns them', () => {
      expect(header.dimensions).toEqual(
        expect.arrayContaining([
          'experiment:headerWithSearch',
          'experiment:ABPhoneHeader',
          'experiment:ABMultilanguage',
        ]),
      );
    });

    it('headerWithSearch v2 puts a search to the market search results in the header; v1 none', async () => {
      const on = await kit.run(header, {
        ctx: withExperiments({ headerWithSearch: 'v2' }, { market: 'es' }),
      });
      expect(on.props[0]!.search).toEqual({
        action: '/es/search-results/search-results',
        label: 'Buscar viajes',
        placeholder: '¿Adónde?',
        buttonLabel: 'Buscar',
      });
      const off = await kit.run(header, { ctx: withExperiments({ headerWithSearch: 'v1' }) });
      expect(off.props[0]!.search).toBeNull();
    });

    it('ABPhoneHeader v2 shows only the phone icon', async () => {
      const on = await kit.run(header, { ctx: withExperiments({ ABPhoneHeader: 'v2' }) });
      expect(on.props[0]!.phoneIconOnly).toBe(true);
      expect(on.props[0]!.phone).not.toBeNull();
      const off = await kit.run(header, { ctx: withExperiments({ ABPhoneHeader: 'v1' }) });
      expect(off.props[0]!.phoneIconOnly).toBe(false);
    });

    it('shows the disclaimer in CA in French with the multilanguage test on, nowhere else', async () => {
      const fr = await kit.run(header, {
        ctx: withExperiments({ ABMultilanguage: 'v2' }, { market: 'ca', locale: 'fr-CA' }),
      });
      expect(fr.props[0]!.disclaimer).toBe('Certains contenus de ce site ne sont disponibles qu’en anglais.');
      for (const [experiments, o] of [
        [{ ABMultilanguage: 'v2' }, { market: 'ca', locale: 'en-CA' }],
        [{ ABMultilanguage: 'v1' }, { market: 'ca', locale: 'fr-CA' }],
        [{ ABMultilanguage: 'v2' }, { market: 'us', locale: 'es-US' }],
      ] as const) {
        const run = await kit.run(header, { ctx: withExperiments(experiments, o) });
        expect(run.props[0]!.disclaimer, JSON.stringify(o)).toBeNull();
      }
    });
  });

  it('keeps the menu and deal links under their own market segment (no doubled prefix)', async () => {
    const { props } = await kit.run(header, { ctx: { market: 'mx' } });
    for (const link of [...props[0]!.menu, ...props[0]!.deals]) {
      expect(link.href, link.href).not.toMatch(
        /^\/(us|ca|mx|co|es|uk|de|fr|au)\/(us|ca|mx|co|es|uk|de|fr|au)(\/|$)/,
      );
    }
  });
});
