import { describe, expect, it } from 'vitest';
import { useKit } from '../../test/block-kit.ts';
import { subDestinations } from './sub-destinations.ts';

const kit = useKit();

describe('SubDestinations', () => {
  it("a continent's regions and countries, with their trip counts and friendly links", async () => {
    const { props } = await kit.run(subDestinations, {
      params: { kind: 'continent', id: 1 },
      config: { maxItems: 30 },
    });
    const p = props[0]!;
    expect(p.title).toBe('Destinations in Africa');
    expect(p.destinations.map((d) => d.href)).toEqual(
      expect.arrayContaining(['/us/africa/east-africa', '/us/africa/kenya']),
    );
    expect(p.destinations.every((d) => /^\d+ trips?$/.test(d.amountLabel))).toBe(true);
  });

  it("a country's region and neighbours, in the market's language; maxItems caps the list", async () => {
    const { props } = await kit.run(subDestinations, {
      ctx: { market: 'de' },
      params: { kind: 'country', id: 103 },
      config: { maxItems: 2 },
    });
    expect(props[0]!.title).toBe('In der Nähe: Kenia');
    expect(props[0]!.destinations).toHaveLength(2);
    expect(props[0]!.destinations[0]).toMatchObject({ kind: 'region', name: 'Ostafrika' });
  });
});
