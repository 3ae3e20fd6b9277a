import { Site } from '@waypoint/schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import golden from './golden/sites.json' with { type: 'json' };
import {
  isB2COnly,
  layoutType,
  PARTNER_SUBDOMAINS,
  partnerType,
  resolveSite,
  siteFromHost,
  userTypeForAnalytics,
  WHITE_LABEL_DOMAINS,
} from './sites.ts';

describe('siteFromHost', () => {
  it.each(golden.hosts)('$host on $base is $kind $subdomain ($affiliateId)', (c) => {
    const site = siteFromHost(c.host ?? undefined, c.base);
    expect(site).toMatchObject({
      subdomain: c.subdomain,
      kind: c.kind,
      affiliateId: c.affiliateId,
      isMainDomain: c.isMainDomain,
      isB2BDomain: c.isB2BDomain,
      isB2B2CDomain: c.isB2B2CDomain,
    });
    expect(site.whiteLabelDomain).toBe('whiteLabelDomain' in c ? c.whiteLabelDomain : undefined);
    expect(site.reason !== undefined).toBe(c.fallback);
  });

  it('maps the two partner hosts to affiliates 2 and 40', () => {
    expect(
      Object.values(PARTNER_SUBDOMAINS)
        .map((p) => p.affiliateId)
        .sort((a, b) => a - b),
    ).toEqual([2, 40]);
  });

  it('makes every white-label domain a B2B2C domain of its affiliate', () => {
    for (const [domain, id] of Object.entries(WHITE_LABEL_DOMAINS)) {
      const site = siteFromHost(domain, 'waypoint.travel');
      expect(site).toMatchObject({
        kind: 'whiteLabel',
        affiliateId: id,
        isB2B2CDomain: true,
        isB2BDomain: false,
      });
    }
  });

  it('never throws and keeps the domain flags exclusive', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.domain(), fc.constantFrom('advisors.localhost:3000', 'viajes.localhost')),
        fc.oneof(fc.constant('localhost'), fc.domain(), fc.string()),
        (host, base) => {
          const site = siteFromHost(host, base);
          const flags = [site.isMainDomain, site.isB2BDomain, site.isB2B2CDomain].filter(Boolean);
          expect(flags).toHaveLength(1);
          expect(site.affiliateId).toBeGreaterThan(0);
        },
      ),
    );
  });
});

describe('site rules', () => {
  it.each(golden.layoutType)('layout type %j', ({ expected, ...input }) => {
    expect(layoutType(input)).toBe(expected);
  });

  it.each(golden.partnerType)('partner type %j', ({ expected, ...input }) => {
    expect(partnerType(input)).toBe(expected);
  });

  it.each(golden.isB2COnly)('B2C-only %j', ({ expected, ...input }) => {
    expect(isB2COnly(input)).toBe(expected);
  });

  it.each(golden.userType)('user type %j', ({ expected, ...input }) => {
    expect(userTypeForAnalytics(input)).toBe(expected);
  });
});

describe('resolveSite', () => {
  const base = { baseDomain: 'localhost', advisorToken: null, reseller: null, privateLabel: false };

  it('makes www a B2C-only main site', () => {
    const site = resolveSite({ ...base, host: 'localhost:3000' });
    expect(site).toEqual({
      subdomain: 'www',
      kind: 'main',
      layoutType: 'B2C',
      partnerType: 'B2C',
      affiliateId: 1,
      isB2COnly: true,
      isPrivateLabel: false,
      isReseller: false,
      isMainDomain: true,
      isB2BDomain: false,
      isB2B2CDomain: false,
      reseller: null,
    });
    expect(Site.parse(site)).toEqual(site);
  });

  it('makes a reseller on www neither B2C-only nor B2C layout', () => {
    const site = resolveSite({ ...base, host: 'localhost', reseller: 'last_minute' });
    expect(site).toMatchObject({
      isReseller: true,
      isB2COnly: false,
      layoutType: 'B2B',
      reseller: 'last_minute',
    });
  });

  it('lets the advisor token win over the reseller', () => {
    const site = resolveSite({ ...base, host: 'localhost', advisorToken: 'tok', reseller: 'last_minute' });
    expect(site).toMatchObject({ isReseller: false, reseller: null, isB2COnly: true });
  });

  it('gives a private label its layout', () => {
    const site = resolveSite({ ...base, host: 'localhost', advisorToken: 'tok', privateLabel: true });
    expect(site).toMatchObject({
      isPrivateLabel: true,
      isB2COnly: false,
      layoutType: 'PRIVATE_LABEL',
      partnerType: 'B2C',
    });
  });

  it('resolves advisors, sales, partners and white labels', () => {
    expect(resolveSite({ ...base, host: 'advisors.localhost' })).toMatchObject({
      kind: 'advisors',
      layoutType: 'B2B',
      partnerType: 'B2B',
      isB2COnly: false,
    });
    expect(resolveSite({ ...base, host: 'sales.localhost' })).toMatchObject({
      kind: 'sales',
      layoutType: 'B2C',
      partnerType: 'B2C',
      isB2COnly: false,
    });
    expect(resolveSite({ ...base, host: 'viajes.localhost' })).toMatchObject({
      affiliateId: 2,
      partnerType: 'B2B2C',
      layoutType: 'B2B',
    });
    expect(resolveSite({ ...base, host: 'agents.localhost' })).toMatchObject({
      affiliateId: 40,
      partnerType: 'B2B',
    });
    expect(resolveSite({ ...base, host: 'travel.partner-one.test' })).toMatchObject({
      kind: 'whiteLabel',
      affiliateId: 1057,
      partnerType: 'B2B2C',
    });
  });

  it('always yields a valid Site', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.domain()),
        fc.option(fc.string()),
        fc.option(fc.string()),
        fc.boolean(),
        (host, advisorToken, reseller, privateLabel) => {
          const site = resolveSite({ host, baseDomain: 'localhost', advisorToken, reseller, privateLabel });
          expect(Site.safeParse(site).success).toBe(true);
          if (site.isB2COnly) expect(site.layoutType).toBe('B2C');
        },
      ),
    );
  });
});
