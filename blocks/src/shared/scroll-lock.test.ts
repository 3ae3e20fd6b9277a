import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A body just rich enough for the lock: a class list and an inline style. */
function fakePage(scrollbarWidth: number) {
  const classes = new Set<string>();
  const body = {
    classList: {
      add: (c: string) => classes.add(c),
      remove: (c: string) => classes.delete(c),
      contains: (c: string) => classes.has(c),
    },
    style: { paddingRight: '' },
  };
  vi.stubGlobal('document', { body, documentElement: { clientWidth: 1280 - scrollbarWidth } });
  vi.stubGlobal('window', { innerWidth: 1280 });
  return { body, locked: () => classes.has('wp-scroll-locked') };
}

/** A fresh module per test: the holder count is module state. */
const load = async () => {
  vi.resetModules();
  return import('./scroll-lock.ts');
};

describe('scroll lock', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('locks the page while one modal holds it and unlocks when it is released', async () => {
    const page = fakePage(0);
    const { lockScroll, scrollLockHolders } = await load();
    const release = lockScroll();
    expect(page.locked()).toBe(true);
    expect(scrollLockHolders()).toBe(1);
    release();
    expect(page.locked()).toBe(false);
    expect(scrollLockHolders()).toBe(0);
  });

  it('counts nested modals: the page stays locked until the last one closes, in any order', async () => {
    const page = fakePage(0);
    const { lockScroll, scrollLockHolders } = await load();
    const first = lockScroll();
    const second = lockScroll();
    const third = lockScroll();
    expect(scrollLockHolders()).toBe(3);
    second();
    expect(page.locked()).toBe(true);
    first();
    expect(page.locked()).toBe(true);
    third();
    expect(page.locked()).toBe(false);
  });

  it('ignores a second release of the same lock, so it cannot free another modal’s hold', async () => {
    const page = fakePage(0);
    const { lockScroll, scrollLockHolders } = await load();
    const outer = lockScroll();
    const inner = lockScroll();
    inner();
    inner();
    expect(scrollLockHolders()).toBe(1);
    expect(page.locked()).toBe(true);
    outer();
    expect(page.locked()).toBe(false);
  });

  it('never counts below zero and can lock again after everything was released', async () => {
    const page = fakePage(0);
    const { lockScroll, scrollLockHolders } = await load();
    const release = lockScroll();
    release();
    release();
    expect(scrollLockHolders()).toBe(0);
    const again = lockScroll();
    expect(page.locked()).toBe(true);
    again();
    expect(page.locked()).toBe(false);
  });

  it('pads the body by the scrollbar width while locked and restores the page’s own padding after', async () => {
    const page = fakePage(15);
    page.body.style.paddingRight = '4px';
    const { lockScroll } = await load();
    const first = lockScroll();
    const second = lockScroll();
    expect(page.body.style.paddingRight).toBe('15px');
    first();
    expect(page.body.style.paddingRight).toBe('15px');
    second();
    expect(page.body.style.paddingRight).toBe('4px');
  });

  it('leaves the padding alone when the page has no scrollbar', async () => {
    const page = fakePage(0);
    const { lockScroll } = await load();
    const release = lockScroll();
    expect(page.body.style.paddingRight).toBe('');
    release();
  });
});
