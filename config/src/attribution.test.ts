import { describe, expect, it } from 'vitest';
import { analyticsClientId, orderAttemptAttribution } from './attribution.ts';

describe('orderAttemptAttribution (buying-flow.md §7 Order attempt v2 create)', () => {
  it('reads the analytics client id from the _ga cookie', () => {
    expect(analyticsClientId('GA1.1.1234567890.1700000000')).toBe('1234567890.1700000000');
    expect(analyticsClientId('nonsense')).toBe('');
    expect(analyticsClientId(undefined)).toBe('');
  });

  it('takes click ids and utm values from the query first, then cookies', () => {
    const a = orderAttemptAttribution({
      query: { gclid: 'Cj0KCQ', utm_source: 'newsletter' },
      cookies: { utm_source: 'google', fbclid: 'IwAR1', _ga: 'GA1.2.11.22' },
    });
    expect(a).toEqual({
      googleAnalyticsClientId: '11.22',
      gclId: 'Cj0KCQ',
      fbclid: 'IwAR1',
      msclkid: '',
      utm_source: 'newsletter',
      utm_campaign: '',
      utm_medium: '',
    });
  });

  it('sends the advisor and reseller tokens only where present (§6)', () => {
    const a = orderAttemptAttribution({
      query: {},
      cookies: { advisor_token: 'adv-123', utm_reseller: 'last_minute' },
    });
    expect(a.advisorToken).toBe('adv-123');
    expect(a.resellerToken).toBe('last_minute');
    expect('advisorToken' in orderAttemptAttribution({ query: {}, cookies: {} })).toBe(false);
  });

  it('leaves malformed values out', () => {
    const a = orderAttemptAttribution({
      query: { gclid: 'a b\r\n', utm_medium: 'x'.repeat(201) },
      cookies: {},
    });
    expect(a.gclId).toBe('');
    expect(a.utm_medium).toBe('');
  });
});
