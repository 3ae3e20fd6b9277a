import { LAST_MINUTE_SUPPORT_PHONES } from '@waypoint/config';
import { describe, expect, it } from 'vitest';
import { buildCtx } from '../../test/block-kit.ts';
import { isAbsoluteUrl, marketHref, siteContactPhone, siteLogo, toPhone } from './rules.ts';

const advisor = {
  id: 1,
  name: 'A',
  email: 'a@x.test',
  photo: null,
  phone: '+1 202 555 0100',
  agencyLogo: '/agency.svg',
};

describe('marketHref', () => {
  it.each([
    ['landing/safari', '/us/landing/safari'],
    ['/landing/safari', '/us/landing/safari'],
    ['/us/landing/safari', '/us/landing/safari'],
    ['/us', '/us'],
    ['/', '/us'],
    ['/usa-tours', '/us/usa-tours'],
    ['https://x.test/a', 'https://x.test/a'],
    ['//cdn.test/a', '//cdn.test/a'],
    ['tel:+1', 'tel:+1'],
  ])('%s -> %s', (input, expected) => {
    expect(marketHref('us', input)).toBe(expected);
  });

  // storefront.md §2: mx terms point to /es/terminos-y-condiciones; the footer must not prefix them again.
  it.each([
    ['/es/terminos-y-condiciones', '/es/terminos-y-condiciones'],
    ['/co/terminos-promociones', '/co/terminos-promociones'],
    ['/mx/ayuda', '/mx/ayuda'],
    ['/es', '/es'],
    ['/ayuda', '/mx/ayuda'],
    ['/estados-unidos', '/mx/estados-unidos'],
    ['/de-viaje?x=1', '/mx/de-viaje?x=1'],
  ])('mx: %s -> %s (a path already under a market keeps it)', (input, expected) => {
    expect(marketHref('mx', input)).toBe(expected);
  });

  it('recognises absolute URLs', () => {
    expect(isAbsoluteUrl('mailto:a@b.c')).toBe(true);
    expect(isAbsoluteUrl('/a')).toBe(false);
  });
});

describe('toPhone', () => {
  it('keeps the display and dials the digits', () => {
    expect(toPhone(' +44 (20) 7946-0958 ')).toEqual({
      display: '+44 (20) 7946-0958',
      href: 'tel:+442079460958',
    });
    expect(toPhone('call us')).toBeNull();
  });
});

describe('siteContactPhone', () => {
  it('is the advisor phone on a private label, the support phone under last_minute, else the affiliate phone', () => {
    expect(siteContactPhone(buildCtx({ advisor }), '+1 800')).toEqual({
      phone: advisor.phone,
      source: 'advisor',
    });
    expect(siteContactPhone(buildCtx({ market: 'uk', reseller: 'last_minute' }), '+1 800')).toEqual({
      phone: LAST_MINUTE_SUPPORT_PHONES.uk,
      source: 'resellerSupport',
    });
    expect(siteContactPhone(buildCtx({ market: 'us', reseller: 'last_minute' }), '+1 800').source).toBe(
      'affiliate',
    );
    expect(siteContactPhone(buildCtx(), '+1 800')).toEqual({ phone: '+1 800', source: 'affiliate' });
  });
});

describe('siteLogo', () => {
  it('is the agency logo on a private label, else the affiliate logo', () => {
    expect(siteLogo(buildCtx({ advisor }))).toEqual({ src: '/agency.svg', source: 'agency' });
    expect(siteLogo(buildCtx({ advisor: { ...advisor, agencyLogo: null } })).source).toBe('product');
    expect(siteLogo(buildCtx({ site: 'partner' })).source).not.toBe('product');
  });
});
