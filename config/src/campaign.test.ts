import { MARKETS } from '@waypoint/schemas';
import { describe, expect, it } from 'vitest';
import {
  isInvited,
  isRaffleMarket,
  leadFormErrors,
  leadFormPayload,
  noMoreLeadsCookies,
  paidLandingPath,
  rafflePath,
} from './campaign.ts';
import { leadDialogEnabled } from './page-rules.ts';

const lead = { name: 'Ana Ruiz', email: 'ana@example.com', consent: true };

describe('isRaffleMarket (storefront.md §9 raffle active markets)', () => {
  it.each(MARKETS.map((m) => [m, ['us', 'uk', 'ca', 'es'].includes(m)] as const))('%s → %s', (m, want) => {
    expect(isRaffleMarket(m)).toBe(want);
  });
});

describe('paths', () => {
  it('names the raffle landing and the paid landing under the market', () => {
    expect(rafflePath('uk')).toBe('/uk/RaffleLanding');
    expect(paidLandingPath('es')).toBe('/es/paid-landings/GenericLanding');
  });
});

describe('isInvited (storefront.md §4 Referral)', () => {
  it('is true for a stored-looking MGM code only', () => {
    expect(isInvited('FRIEND-42')).toBe(true);
    expect(isInvited(undefined)).toBe(false);
    expect(isInvited('')).toBe(false);
    expect(isInvited('<script>')).toBe(false);
    expect(isInvited('x'.repeat(65))).toBe(false);
  });
});

describe('noMoreLeadsCookies (storefront.md §4 Lead dialogs, §9)', () => {
  it("sets two cookies to 'yes': 72 days and 1 day", () => {
    expect(noMoreLeadsCookies()).toEqual([
      { name: 'no_more_leads', value: 'yes', maxAgeSeconds: 72 * 86_400, path: '/', sameSite: 'lax' },
      { name: 'no_more_leads_today', value: 'yes', maxAgeSeconds: 86_400, path: '/', sameSite: 'lax' },
    ]);
  });
});

describe('leadFormErrors', () => {
  it('accepts a name, an e-mail and the consent', () => {
    expect(leadFormErrors(lead)).toEqual({});
  });
  it('names each missing or bad field', () => {
    expect(leadFormErrors({ name: ' ', email: '', consent: false })).toEqual({
      name: 'REQUIRED',
      email: 'REQUIRED',
      consent: 'CONSENT_REQUIRED',
    });
    expect(leadFormErrors({ ...lead, email: 'ana@example' })).toEqual({ email: 'INVALID_EMAIL' });
    expect(leadFormErrors({ ...lead, name: 'a'.repeat(101) })).toEqual({ name: 'TOO_LONG' });
  });
});

describe('leadFormPayload (storefront.md §7 Lead form)', () => {
  it('sends the form with the analytics client id, gclId, fbclid and msclkid; the query wins over cookies', () => {
    const payload = leadFormPayload({
      lead: { ...lead, email: ' ana@example.com ' },
      market: 'us',
      locale: 'en-US',
      query: { gclid: 'G-1', msclkid: 'bad value!' },
      cookies: { _ga: 'GA1.1.123.456', gclid: 'G-old', fbclid: 'F-1', msclkid: 'M-1' },
    });
    expect(payload).toEqual({
      name: 'Ana Ruiz',
      email: 'ana@example.com',
      consent: 'true',
      market: 'us',
      locale: 'en-US',
      source: 'raffle',
      googleAnalyticsClientId: '123.456',
      gclId: 'G-1',
      fbclid: 'F-1',
      msclkid: 'M-1',
    });
  });
});

describe('the lead dialog (storefront.md §6) on the raffle page', () => {
  it('is off on the raffle landing, on elsewhere', () => {
    const site = { isB2BDomain: false, isB2B2CDomain: false, affiliateId: 1 };
    expect(leadDialogEnabled(site, 'raffleLanding')).toBe(false);
    expect(leadDialogEnabled(site, 'referral')).toBe(true);
  });
});
