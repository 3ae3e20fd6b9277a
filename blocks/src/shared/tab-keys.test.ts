import { describe, expect, it } from 'vitest';
import { nextTab } from './tab-keys.ts';

describe('nextTab', () => {
  it.each([
    ['ArrowRight', 0, 3, 1],
    ['ArrowRight', 2, 3, 0],
    ['ArrowLeft', 1, 3, 0],
    ['ArrowLeft', 0, 3, 2],
    ['Home', 2, 3, 0],
    ['End', 0, 3, 2],
    ['ArrowRight', 0, 1, 0],
  ])('%s from tab %i of %i goes to tab %i', (key, current, count, expected) => {
    expect(nextTab(key, current, count)).toBe(expected);
  });

  it.each(['ArrowUp', 'ArrowDown', 'Tab', 'Enter', ' ', 'a'])('leaves %j to the browser', (key) => {
    expect(nextTab(key, 1, 3)).toBeNull();
  });

  it('has nowhere to go without tabs', () => {
    expect(nextTab('ArrowRight', 0, 0)).toBeNull();
  });
});
