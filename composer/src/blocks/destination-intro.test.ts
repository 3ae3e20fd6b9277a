import { describe, expect, it } from 'vitest';
import { useKit } from '../../test/block-kit.ts';
import { destinationIntro } from './destination-intro.ts';

const kit = useKit();
const KENYA = { kind: 'country', id: 103 } as const;

describe('DestinationIntro', () => {
  it("shows a country's breadcrumb, picture, intro and facts", async () => {
    const { props } = await kit.run(destinationIntro, { params: KENYA });
    const p = props[0]!;
    expect(p.title).toBe('Trips to Kenya');
    expect(p.kindLabel).toBe('Country');
    expect(p.breadcrumbs.items).toEqual([
      { title: 'Home', href: '/us' },
      { title: 'Africa', href: '/us/africa' },
      { title: 'Kenya', href: null },
    ]);
    expect(p.paragraphs.length).toBe(2);
    expect(p.image.src).toMatch(/\/media\/hero\/kenya-/);
    expect(p.facts?.items.map((f) => [f.key, f.value])).toEqual([
      ['capital', 'Nairobi'],
      ['languages', 'Swahili, English'],
      ['currency', 'Kenyan Shilling (KES)'],
      ['timeZone', 'Africa/Nairobi'],
      ['bestTime', 'From July to October'],
      ['visa', expect.stringContaining('electronic travel authorisation')],
    ]);
  });

  it('speaks the market language; regions and continents have no facts', async () => {
    const { props } = await kit.run(destinationIntro, {
      ctx: { market: 'es' },
      params: { kind: 'region', id: 204 },
    });
    expect(props[0]).toMatchObject({ title: 'Viajes a Asia Oriental', kindLabel: 'Región', facts: null });
    expect(props[0]!.breadcrumbs.items[0]).toEqual({ title: 'Inicio', href: '/es' });
  });

  it('shows the intro without facts when their call fails, and logs it', async () => {
    const { props, logs } = await kit.run(destinationIntro, {
      params: KENYA,
      sources: () => ({
        countryFacts: async () => {
          throw Object.assign(new Error('down'), { code: 'WP_UPSTREAM_UNAVAILABLE' });
        },
      }),
    });
    expect(props[0]!.facts).toBeNull();
    expect(logs.some((l) => l['code'] === 'ERROR_COUNTRY_FACTS')).toBe(true);
  });

  it('is a layout mistake on a page that is no destination', async () => {
    await expect(kit.run(destinationIntro)).rejects.toThrow(/not a destination page/);
  });
});
