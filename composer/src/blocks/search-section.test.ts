import { describe, expect, it } from 'vitest';
import { useKit, withSite } from '../../test/block-kit.ts';
import type { DataSources } from '../sources/data-sources.ts';
import { searchSection } from './search-section.ts';

const kit = useKit();

/** Real sandbox data with the site's immersive flag set, and optionally no suggested destinations. */
const data =
  (immersive: boolean, noDestinations = false) =>
  (real: DataSources): Partial<DataSources> => ({
    ...withSite({ isImmersiveHomePage: immersive })(real),
    ...(noDestinations ? { suggestedDestinations: async () => [] } : {}),
  });

describe('SearchSection', () => {
  it('is a separate titled section on a B2C-only site that is not immersive, from laptop up', async () => {
    const { props, sources } = await kit.run(searchSection, {
      ctx: { device: 'desktop' },
      sources: data(false),
    });
    const destinations = await sources.suggestedDestinations();
    expect(destinations.length).toBeGreaterThan(0);
    expect(props[0]).toMatchObject({
      placement: 'section',
      size: 'large',
      minBreakpoint: 'laptop',
      title: 'Explore extraordinary vacations',
      action: '/us/search-results/search-results',
    });
    expect(props[0]!.suggestions.map((s) => s.label)).toEqual(destinations.map((d) => d.name));
    for (const s of props[0]!.suggestions)
      expect(s.href.startsWith('/us/') || /^https?:/.test(s.href)).toBe(true);
  });

  it('translates the section title', async () => {
    const es = await kit.run(searchSection, { ctx: { market: 'es' }, sources: data(false) });
    expect(es.props[0]!.title).toBe('Descubre vacaciones extraordinarias');
    const uk = await kit.run(searchSection, { ctx: { market: 'uk' }, sources: data(false) });
    expect(uk.props[0]!.title).toBe('Explore extraordinary holidays');
  });

  it('is not sent to a mobile device when it shows from laptop up only', async () => {
    const { result } = await kit.run(searchSection, { ctx: { device: 'mobile' }, sources: data(false) });
    expect(result).toBeNull();
    // A tablet may be laptop-wide: it gets the block and the client applies minBreakpoint.
    const tablet = await kit.run(searchSection, { ctx: { device: 'tablet' }, sources: data(false) });
    expect(tablet.props[0]!.minBreakpoint).toBe('laptop');
  });

  it('sits inside the hero on every size when the home page is immersive: large on laptop, medium otherwise', async () => {
    const desktop = await kit.run(searchSection, { ctx: { device: 'desktop' }, sources: data(true) });
    expect(desktop.props[0]).toMatchObject({
      placement: 'hero',
      size: 'large',
      minBreakpoint: 'mobile',
      title: null,
    });
    const mobile = await kit.run(searchSection, { ctx: { device: 'mobile' }, sources: data(true) });
    expect(mobile.props[0]).toMatchObject({ placement: 'hero', size: 'medium', minBreakpoint: 'mobile' });
  });

  it('is not immersive when the site flag is on but the site is neither B2C-only nor sales', async () => {
    const { props } = await kit.run(searchSection, { ctx: { site: 'advisors' }, sources: data(true) });
    expect(props[0]).toMatchObject({ placement: 'hero', minBreakpoint: 'laptop', title: null });
  });

  it('sits inside the hero from laptop up when the site is not B2C-only', async () => {
    const reseller = await kit.run(searchSection, { ctx: { reseller: 'travelzoo' }, sources: data(false) });
    expect(reseller.ctx.site.isB2COnly).toBe(false);
    expect(reseller.props[0]).toMatchObject({
      placement: 'hero',
      size: 'large',
      minBreakpoint: 'laptop',
      title: null,
    });
    const mobile = await kit.run(searchSection, {
      ctx: { site: 'advisors', device: 'mobile' },
      sources: data(false),
    });
    expect(mobile.result).toBeNull();
  });

  it('is hidden without suggested destinations', async () => {
    for (const immersive of [true, false]) {
      const { result } = await kit.run(searchSection, { sources: data(immersive, true) });
      expect(result).toBeNull();
    }
  });
});
