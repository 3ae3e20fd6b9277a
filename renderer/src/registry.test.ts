import { BLOCK_TYPES } from '@waypoint/schemas';
import { describe, expect, it } from 'vitest';
import { islandLoaders } from './client/island-loaders.gen.ts';
import { loaders } from './client/loaders.gen.ts';
import { ISLANDS, type IslandType } from './islands.ts';
import { componentOf, registry } from './registry.tsx';

describe('registry', () => {
  it('has a component for every block type of the contract, and none for unknown types', () => {
    for (const type of BLOCK_TYPES) expect(typeof registry[type], type).toBe('function');
    expect(componentOf('Mystery')).toBeUndefined();
    expect(componentOf('toString')).toBeUndefined();
  });

  it('hydrates in the browser the very component the server rendered, for every island type', async () => {
    for (const type of Object.keys(ISLANDS) as IslandType[]) {
      expect(BLOCK_TYPES).toContain(type);
      expect(await islandLoaders[type](), type).toBe(registry[type]);
    }
    expect(Object.keys(islandLoaders).sort()).toEqual(Object.keys(ISLANDS).sort());
  });

  it('loads in the browser, for a patch, the very component the server renders, for every block type', async () => {
    for (const type of BLOCK_TYPES) expect(await loaders[type](), type).toBe(registry[type]);
  });
});
