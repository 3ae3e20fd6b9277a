import { describe, expect, it } from 'vitest';
import { createEntry } from './entry.ts';
import { MemoryTier } from './memory-tier.ts';

const NOW = 1_000;
const entry = (value: unknown, tags: string[] = [], ttlMs = 1_000) =>
  createEntry(value, { ttlMs, tags }, NOW);

describe('memory tier', () => {
  it('evicts the least recently used entry beyond maxEntries, and forgets its tags', () => {
    const memory = new MemoryTier({ maxEntries: 2 });
    memory.set('a', entry('A', ['t']), 10);
    memory.set('b', entry('B', ['t']), 10);
    memory.get('a', NOW); // a is now more recent than b
    memory.set('c', entry('C'), 10);
    expect(memory.get('b', NOW)).toBeUndefined();
    expect(memory.get('a', NOW)?.v).toBe('A');
    expect(memory.size).toBe(2);
    expect(memory.deleteTagged(['t'])).toBe(1); // only a was still indexed
  });

  it('evicts by approximate bytes beyond maxBytes and refuses an entry larger than the budget', () => {
    const memory = new MemoryTier({ maxBytes: 100 });
    memory.set('a', entry('A', ['t']), 60);
    memory.set('b', entry('B'), 60);
    expect(memory.get('a', NOW)).toBeUndefined();
    expect(memory.get('b', NOW)?.v).toBe('B');
    memory.set('huge', entry('H', ['t']), 101);
    expect(memory.get('huge', NOW)).toBeUndefined();
    expect(memory.deleteTagged(['t'])).toBe(0);
  });

  it('keeps values as given (no copy)', () => {
    const memory = new MemoryTier();
    const page = { regions: [] };
    memory.set('page', entry(page), 10);
    expect(memory.get('page', NOW)?.v).toBe(page);
  });

  it('returns stale entries but drops expired ones', () => {
    const memory = new MemoryTier();
    memory.set('k', createEntry('v', { ttlMs: 10, staleMs: 10 }, NOW), 10);
    expect(memory.get('k', NOW + 15)?.v).toBe('v');
    expect(memory.get('k', NOW + 20)).toBeUndefined();
    expect(memory.size).toBe(0);
  });

  it('drops every entry carrying any of the tags, and only those', () => {
    const memory = new MemoryTier();
    memory.set('home', entry('H', ['layout:home:us', 'upstream:/api/home:us']), 10);
    memory.set('promo', entry('P', ['upstream:/api/promotion:us']), 10);
    memory.set('footer', entry('F'), 10);
    expect(memory.deleteTagged(['upstream:/api/home:us', 'upstream:/api/promotion:us'])).toBe(2);
    expect(memory.get('home', NOW)).toBeUndefined();
    expect(memory.get('promo', NOW)).toBeUndefined();
    expect(memory.get('footer', NOW)?.v).toBe('F');
  });

  it('re-indexes a key whose tags change when it is set again', () => {
    const memory = new MemoryTier();
    memory.set('k', entry('old', ['old-tag']), 10);
    memory.set('k', entry('new', ['new-tag']), 10);
    expect(memory.deleteTagged(['old-tag'])).toBe(0);
    expect(memory.get('k', NOW)?.v).toBe('new');
    expect(memory.deleteTagged(['new-tag'])).toBe(1);
  });

  it('drops all tagged entries but keeps untagged ones', () => {
    const memory = new MemoryTier();
    memory.set('a', entry('A', ['x']), 10);
    memory.set('b', entry('B', ['y']), 10);
    memory.set('c', entry('C'), 10);
    expect(memory.deleteAllTagged()).toBe(2);
    expect(memory.size).toBe(1);
  });
});
