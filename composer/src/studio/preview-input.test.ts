import { deviceFromUserAgent, siteFromHost } from '@waypoint/config';
import { describe, expect, it } from 'vitest';
import {
  PREVIEW_USER_AGENTS,
  previewRequest,
  previewSite,
  servedLayoutNote,
  sitePath,
} from './preview-input.ts';

const audience = (over: Record<string, unknown> = {}) =>
  ({ market: 'es', siteKind: 'main', device: 'desktop', ...over }) as never;

describe('preview audience -> traveller request', () => {
  it.each(['mobile', 'tablet', 'desktop'] as const)('the %s user agent is read as that device', (device) => {
    expect(deviceFromUserAgent(PREVIEW_USER_AGENTS[device])).toBe(device);
  });

  it.each([
    [{}, 1, 'main'],
    [{ siteKind: 'advisors' }, 1, 'advisors'],
    [{ siteKind: 'sales' }, 1, 'sales'],
    [{ affiliateId: 2 }, 2, 'partner'],
    [{ affiliateId: 2, siteKind: 'partner' }, 2, 'partner'],
    [{ affiliateId: 40 }, 40, 'partner'],
    [{ affiliateId: 1057 }, 1057, 'whiteLabel'],
  ])('%j is served by affiliate %i on a %s site, and its host says so', (over, affiliateId, kind) => {
    const site = previewSite(audience(over), 'localhost');
    expect(site.ok).toBe(true);
    if (!site.ok) return;
    expect(site.site).toMatchObject({ id: affiliateId, siteKind: kind });
    const host = siteFromHost(site.site.host, 'localhost');
    expect(host).toMatchObject({ affiliateId, kind });
  });

  it.each([
    [{ affiliateId: 999_999 }, 'No site serves affiliate 999999'],
    [{ affiliateId: 2, siteKind: 'advisors' }, 'Affiliate 2 has no advisors site'],
  ])('%j is refused with a reason', (over, message) => {
    const site = previewSite(audience(over), 'localhost');
    expect(site).toMatchObject({ ok: false });
    expect(site.ok ? '' : site.message).toContain(message);
  });

  it('builds the path, host with port, device and forced experiments', () => {
    const site = previewSite(audience({ affiliateId: 2 }), 'localhost');
    if (!site.ok) throw new Error(site.message);
    const input = previewRequest(
      audience({ device: 'mobile', experiments: 'ABMvpPdp:v2,headerWithSearch:v1' }),
      { pageKey: 'landing:summer-escapes' },
      site.site,
      'http',
      ':3000',
    );
    expect(input).toMatchObject({
      host: 'viajes.localhost:3000',
      path: '/es/landingPage/summer-escapes',
      query: { ABMvpPdp: 'v2', headerWithSearch: 'v1' },
      protocol: 'http',
    });
    expect(deviceFromUserAgent(input?.userAgent)).toBe('mobile');
    expect(sitePath({ pageKey: 'home' }, 'fr')).toBe('/fr');
  });
});

describe('servedLayoutNote', () => {
  it('says nothing when the audience gets the previewed layout', () => {
    expect(servedLayoutNote({ layoutId: 'a' }, { layoutId: 'a', name: 'Home (ES)' })).toBeUndefined();
  });

  it('names the layout the audience gets instead, or says none is published', () => {
    expect(servedLayoutNote({ layoutId: 'a' }, { layoutId: 'b', name: 'Home (partner 2)' })).toMatch(
      /^Travellers with this audience are served "Home \(partner 2\)", not this layout/,
    );
    expect(servedLayoutNote({ layoutId: 'a' }, { layoutId: 'b' })).toContain('served "b"');
    expect(servedLayoutNote({ layoutId: 'a' }, null)).toMatch(
      /^No published layout serves this audience yet/,
    );
  });
});
