/** The four copy languages are complete and actually different from each other. */
import { describe, expect, it } from 'vitest';
import { getCatalogue } from '../catalogue/index.ts';
import { LANGS } from '../markets.ts';
import { CHECKOUT_COPY, COPY, PAYMENT_COPY, PDP_COPY } from './index.ts';

function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, `${path}.${key}`));
}

describe('UI copy', () => {
  const english = new Map(leaves(COPY.en));

  it.each(LANGS)('%s has every key of English, all non-empty', (lang) => {
    const entries = leaves(COPY[lang]);
    expect(entries.map(([path]) => path)).toEqual([...english.keys()]);
    for (const [path, text] of entries) expect(text.trim(), path).not.toBe('');
  });

  it.each(LANGS.filter((l) => l !== 'en'))('%s differs from English in almost every string', (lang) => {
    const same = leaves(COPY[lang]).filter(([path, text]) => english.get(path) === text);
    // A few words are spelt the same ('Safaris', 'Destinations', 'Legal', 'Contact').
    expect(same.length / english.size).toBeLessThan(0.1);
    expect(COPY[lang].promotion.barText).not.toBe(COPY.en.promotion.barText);
    expect(COPY[lang].hero[0].title).not.toBe(COPY.en.hero[0].title);
  });

  it('languages differ pairwise in the promotion bar and reviews', () => {
    for (const a of LANGS) {
      for (const b of LANGS) {
        if (a === b) continue;
        expect(COPY[a].promotion.barText).not.toBe(COPY[b].promotion.barText);
        expect(COPY[a].reviews.map((r) => r.text)).not.toEqual(COPY[b].reviews.map((r) => r.text));
      }
    }
  });

  it('has eight reviews and one sub-brand marker per language', () => {
    for (const lang of LANGS) {
      expect(COPY[lang].reviews).toHaveLength(8);
      expect(COPY[lang].hero.filter((slide) => slide.intro?.includes('{{subBrandLogo}}'))).toHaveLength(1);
    }
  });
});

it('trip titles differ between every pair of languages', () => {
  for (const trip of getCatalogue().trips) {
    expect(new Set(LANGS.map((lang) => trip.title[lang])).size, trip.title.en).toBe(LANGS.length);
  }
});

describe('trip page copy', () => {
  const english = new Map(leaves(PDP_COPY.en));
  const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();

  /** Placeholders English uses in the entry's object (a day's title may name what its text names). */
  const allowed = (path: string) => {
    const parent = path.slice(0, path.lastIndexOf('.') + 1);
    return new Set(
      [...english].filter(([key]) => key.startsWith(parent)).flatMap(([, text]) => placeholders(text)),
    );
  };

  it.each(LANGS)('%s has every key of English, non-empty, with placeholders the builders fill', (lang) => {
    const entries = leaves(PDP_COPY[lang]);
    expect(entries.map(([path]) => path)).toEqual([...english.keys()]);
    for (const [path, text] of entries) {
      expect(text.trim(), path).not.toBe('');
      for (const name of placeholders(text)) expect(allowed(path).has(name), `${path} ${name}`).toBe(true);
    }
    expect(PDP_COPY[lang].months).toHaveLength(12);
    expect(PDP_COPY[lang].conditions.cancellationHtml).toMatch(/STANDARD[\s\S]*FLEX[\s\S]*FLEX\+/);
  });

  it.each(LANGS.filter((l) => l !== 'en'))('%s differs from English in most strings', (lang) => {
    // Tier names (Premium, Superior) and a few words are spelt the same.
    const same = leaves(PDP_COPY[lang]).filter(([path, text]) => english.get(path) === text);
    expect(same.length / english.size).toBeLessThan(0.2);
  });
});

describe('checkout copy', () => {
  const english = new Map(leaves(CHECKOUT_COPY.en));
  const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();

  it.each(LANGS)('%s has every key of English, non-empty, with the same placeholders', (lang) => {
    const entries = leaves(CHECKOUT_COPY[lang]);
    expect(entries.map(([path]) => path)).toEqual([...english.keys()]);
    for (const [path, text] of entries) {
      expect(text.trim(), path).not.toBe('');
      // An activity's name and description may each name the city or not: {city} is the only one.
      if (path.startsWith('.activities')) expect(placeholders(text).every((p) => p === '{city}')).toBe(true);
      else expect(placeholders(text), path).toEqual(placeholders(english.get(path) ?? ''));
    }
  });

  it.each(LANGS.filter((l) => l !== 'en'))('%s differs from English in most strings', (lang) => {
    // Package names (Flex, Flex+) are the same everywhere.
    const same = leaves(CHECKOUT_COPY[lang]).filter(([path, text]) => english.get(path) === text);
    expect(same.length / english.size).toBeLessThan(0.15);
  });
});

describe('payment copy', () => {
  const english = new Map(leaves(PAYMENT_COPY.en));
  const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();

  it.each(LANGS)('%s has every key of English, non-empty, with the same placeholders', (lang) => {
    const entries = leaves(PAYMENT_COPY[lang]);
    expect(entries.map(([path]) => path)).toEqual([...english.keys()]);
    for (const [path, text] of entries) {
      expect(text.trim(), path).not.toBe('');
      expect(placeholders(text), path).toEqual(placeholders(english.get(path) ?? ''));
    }
  });

  it.each(LANGS.filter((l) => l !== 'en'))('%s differs from English in most strings', (lang) => {
    // A placeholder alone ('{trip}') and a few words ('Transfers in {city}') are the same.
    const same = leaves(PAYMENT_COPY[lang]).filter(([path, text]) => english.get(path) === text);
    expect(same.length / english.size).toBeLessThan(0.15);
  });
});
