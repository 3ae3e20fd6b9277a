import { describe, expect, it } from 'vitest';
import { landingKeyErrors } from './landing-key.ts';

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
