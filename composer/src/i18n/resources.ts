/**
 * Bundled copy (namespace 'common'): the shared locale files (page meta, words several blocks use; one
 * JSON file per locale, regional files holding only what differs) merged with each block's own copy
 * (`blocks/<block>.copy.ts`, listed by the generated `blocks/copy.gen.ts`). A key written twice is an
 * error at start-up, naming the file.
 */
import type { Locale } from '@waypoint/schemas';
import { BLOCK_COPY } from '../blocks/copy.gen.ts';
import type { CopyTree } from './define-copy.ts';
import deDE from './locales/de-DE.json' with { type: 'json' };
import enAU from './locales/en-AU.json' with { type: 'json' };
import enCA from './locales/en-CA.json' with { type: 'json' };
import enGB from './locales/en-GB.json' with { type: 'json' };
import enUS from './locales/en-US.json' with { type: 'json' };
import esCO from './locales/es-CO.json' with { type: 'json' };
import esES from './locales/es-ES.json' with { type: 'json' };
import esMX from './locales/es-MX.json' with { type: 'json' };
import esUS from './locales/es-US.json' with { type: 'json' };
import frCA from './locales/fr-CA.json' with { type: 'json' };
import frFR from './locales/fr-FR.json' with { type: 'json' };

type MutableTree = { [key: string]: string | MutableTree };

const SHARED: Readonly<Record<Locale, CopyTree>> = {
  'de-DE': deDE,
  'en-AU': enAU,
  'en-CA': enCA,
  'en-GB': enGB,
  'en-US': enUS,
  'es-CO': esCO,
  'es-ES': esES,
  'es-MX': esMX,
  'es-US': esUS,
  'fr-CA': frCA,
  'fr-FR': frFR,
};

/** Copies `from` into `into`, key by key; a key that `into` already has is an error naming `where`. */
export function mergeCopy(into: MutableTree, from: CopyTree, where: string, prefix = ''): void {
  for (const [key, value] of Object.entries(from)) {
    const path = prefix ? `${prefix}.${key}` : key;
    const existing = into[key];
    if (typeof value === 'string') {
      if (existing !== undefined) throw new Error(`${where}: the copy key ${path} is already defined`);
      into[key] = value;
    } else if (existing === undefined) {
      const tree: MutableTree = {};
      into[key] = tree;
      mergeCopy(tree, value, where, path);
    } else if (typeof existing === 'string') {
      throw new Error(`${where}: the copy key ${path} is already defined`);
    } else {
      mergeCopy(existing, value, where, path);
    }
  }
}

function assemble(): Record<Locale, { common: CopyTree }> {
  const out = {} as Record<Locale, { common: CopyTree }>;
  for (const [locale, shared] of Object.entries(SHARED) as [Locale, CopyTree][]) {
    const common: MutableTree = {};
    mergeCopy(common, shared, `i18n/locales/${locale}.json`);
    for (const [file, copy] of Object.entries(BLOCK_COPY)) {
      const own = copy[locale];
      if (own) mergeCopy(common, own, `blocks/${file}`);
    }
    out[locale] = { common };
  }
  return out;
}

export const resources = assemble();
