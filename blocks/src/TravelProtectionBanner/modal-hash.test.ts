import { describe, expect, it } from 'vitest';
import { hashOpensModal } from './modal-hash.ts';

describe('hashOpensModal', () => {
  it.each([
    ['#premiumCare', true],
    ['#premium%43are', true],
    ['', false],
    ['#', false],
    ['premiumCare', false],
    ['#premiumcare', false],
    ['#premiumCare-extra', false],
    ['#%E0%A4%A', false],
  ])('%s → %s', (hash, expected) => {
    expect(hashOpensModal(hash, 'premiumCare')).toBe(expected);
  });
});
