import { BLOCK_CONFIG_SCHEMAS } from '@waypoint/schemas';
import { describe, expect, it } from 'vitest';
import { blockTypeInfos } from './palette.ts';

describe('block palette', () => {
  const infos = blockTypeInfos();

  it('lists every block type once, with a label and a description', () => {
    expect(infos.map((i) => i.type).sort()).toEqual(Object.keys(BLOCK_CONFIG_SCHEMAS).sort());
    for (const info of infos) {
      expect(info.label.length).toBeGreaterThan(2);
      expect(info.description.length).toBeGreaterThan(20);
    }
  });

  it('generates each config schema as JSON Schema, whose defaults pass the zod schema', () => {
    for (const info of infos) {
      expect(info.configSchema).toMatchObject({ type: 'object' });
      expect(BLOCK_CONFIG_SCHEMAS[info.type].safeParse(info.defaultConfig).success).toBe(true);
    }
    const best = infos.find((i) => i.type === 'BestSellersCarousel')!;
    expect(best.configSchema).toMatchObject({
      properties: { maxCards: { type: 'integer', minimum: 1, maximum: 24, default: 12 } },
    });
  });
});
