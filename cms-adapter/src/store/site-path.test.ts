import { describe, expect, it } from 'vitest';
import { landingKeyErrors, layoutPath } from './site-path.ts';

describe('layoutPath', () => {
  it.each([
    ['home', 'es', '/es'],
    ['home', null, '/us'],
    ['landing:summer-escapes', 'mx', '/mx/landingPage/summer-escapes'],
    ['landing:summer-escapes', null, '/us/landingPage/summer-escapes'],
    ['promo', 'uk', '/uk/promo'],
    ['trip:detail', null, '/us/trip/detail'],
    ['product', 'fr', '/fr/{continent}/{country}/{id}-{slug}'],
  ] as const)('%s in %s -> %s', (pageKey, market, path) => {
    expect(layoutPath({ pageKey, market })).toBe(path);
  });
});

describe('landingKeyErrors', () => {
  it('checks only landing page keys, and their slug', () => {
    expect(landingKeyErrors('home')).toEqual([]);
    expect(landingKeyErrors('landing:summer-2030')).toEqual([]);
    expect(landingKeyErrors('landing:Summer')).toEqual([
      {
        path: ['scope', 'pageKey'],
        message: 'Use lower-case letters, digits and single hyphens, e.g. summer-sale',
      },
    ]);
    expect(landingKeyErrors('landing:')).toHaveLength(1);
    expect(landingKeyErrors(`landing:${'a'.repeat(81)}`)).toHaveLength(1);
  });
});
