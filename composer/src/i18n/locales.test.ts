/**
 * The bundled copy stays complete: every English key exists in the full translations with the same
 * interpolation placeholders, and regional files only override keys of their base locale. Checked on
 * the assembled resources (shared locale files and every block's copy), and per block copy file so a
 * gap names its file.
 */
import { describe, expect, it } from 'vitest';
import { BLOCK_COPY } from '../blocks/copy.gen.ts';
import { createTranslator } from './index.ts';
import { mergeCopy, resources } from './resources.ts';

type Tree = { [key: string]: string | Tree };

/** Flattens nested copy into dotted keys. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]!).sort();
const copy = (locale: keyof typeof resources) => flatten(resources[locale].common as Tree);

const base = copy('en-GB');
const FULL = ['es-ES', 'fr-FR', 'de-DE'] as const;
const REGIONAL = {
  'en-US': 'en-GB',
  'en-CA': 'en-GB',
  'en-AU': 'en-GB',
  'es-MX': 'es-ES',
  'es-US': 'es-ES',
  'es-CO': 'es-ES',
  'fr-CA': 'fr-FR',
} as const;

describe('bundled copy', () => {
  it('has a substantial English base', () => {
    expect(base.size).toBeGreaterThan(80);
    for (const [key, text] of base) expect(text.trim(), key).not.toBe('');
  });

  it.each(FULL)('%s has every en-GB key with the same placeholders', (locale) => {
    const target = copy(locale);
    const missing = [...base.keys()].filter((key) => !target.has(key));
    expect(missing).toEqual([]);
    for (const [key, text] of base) {
      expect(placeholders(target.get(key)!), `${locale} ${key}`).toEqual(placeholders(text));
      expect(target.get(key)!.trim(), `${locale} ${key}`).not.toBe('');
    }
  });

  it.each(FULL)('%s has no keys that English lacks, except plural forms', (locale) => {
    const extra = [...copy(locale).keys()].filter(
      (key) => !base.has(key) && !/_(zero|two|few|many)$/.test(key),
    );
    expect(extra).toEqual([]);
  });

  it.each(Object.entries(REGIONAL))(
    '%s only overrides keys of %s, with the same placeholders',
    (locale, parent) => {
      const own = copy(locale as keyof typeof resources);
      const from = copy(parent as keyof typeof resources);
      for (const [key, text] of own) {
        expect(from.has(key), `${locale} ${key}`).toBe(true);
        expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(from.get(key)!));
      }
    },
  );

  it.each(Object.entries(BLOCK_COPY))('%s has its English keys in every full translation', (file, own) => {
    const english = flatten(own['en-GB'] as Tree);
    expect(english.size, file).toBeGreaterThan(0);
    for (const locale of FULL) {
      const target = flatten(own[locale] as Tree);
      expect(
        [...english.keys()].filter((key) => !target.has(key)),
        `${file} ${locale}`,
      ).toEqual([]);
    }
  });

  it('refuses a key written twice (a block repeating a shared key), naming the file', () => {
    const common = {};
    mergeCopy(common, { checkout: { remove: 'Remove' } }, 'i18n/locales/en-GB.json');
    mergeCopy(common, { checkout: { apply: 'Apply' } }, 'blocks/voucher-form.copy.ts');
    expect(common).toEqual({ checkout: { remove: 'Remove', apply: 'Apply' } });
    expect(() => mergeCopy(common, { checkout: { remove: 'Delete' } }, 'blocks/x.copy.ts')).toThrow(
      'blocks/x.copy.ts: the copy key checkout.remove is already defined',
    );
    expect(() => mergeCopy(common, { checkout: 'Checkout' }, 'blocks/y.copy.ts')).toThrow(
      'blocks/y.copy.ts: the copy key checkout is already defined',
    );
  });

  it('falls back along the spec chain and says vacations in the US', () => {
    const translator = createTranslator();
    expect(translator.t('en-US', false)('search.title')).toBe('Explore extraordinary vacations');
    expect(translator.t('en-GB', false)('search.title')).toBe('Explore extraordinary holidays');
    expect(translator.t('en-US', false)('flashSale.overline')).toBe('Flash Sale');
    expect(translator.t('es-MX', false)('adBanner.label')).toBe('Publicidad');
    expect(translator.t('fr-CA', false)('adBanner.label')).toBe('Publicité');
    expect(translator.t('de-DE', true)('adBanner.label')).toBe('adBanner.label');
  });

  it('uses each language plural forms for the trip count', () => {
    const translator = createTranslator();
    expect(translator.t('en-GB', false)('recommendedDestinations.trips', { count: 1 })).toBe('1 trip');
    expect(translator.t('en-GB', false)('recommendedDestinations.trips', { count: 12 })).toBe('12 trips');
    expect(translator.t('es-ES', false)('recommendedDestinations.trips', { count: 1 })).toBe('1 viaje');
    expect(translator.t('fr-FR', false)('recommendedDestinations.trips', { count: 0 })).toBe('0 voyage');
    expect(translator.t('fr-FR', false)('recommendedDestinations.trips', { count: 1000000 })).toBe(
      '1000000 voyages',
    );
    expect(translator.t('de-DE', false)('recommendedDestinations.trips', { count: 3 })).toBe('3 Reisen');
  });
});
