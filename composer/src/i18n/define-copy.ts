/**
 * A block's copy lives beside its resolver (`<block>.copy.ts`): the keys only that block uses, in the
 * four full translations and, where a region words something differently, the regional override.
 * resources.ts merges every block's copy (the generated `blocks/copy.gen.ts`) with the shared locale
 * files into the one 'common' namespace, so the keys are the same as if they were written there.
 */
import type { Locale } from '@waypoint/schemas';

export type CopyTree = { readonly [key: string]: string | CopyTree };

/** The full translations: every key is in each of them (locales.test.ts). */
export type FullLocale = 'en-GB' | 'es-ES' | 'fr-FR' | 'de-DE';

/** A copy: each full translation, and the regional locales' overrides where there are any. */
export type Copy = { readonly [L in FullLocale]: CopyTree } & {
  readonly [L in Exclude<Locale, FullLocale>]?: CopyTree;
};

export const defineCopy = (copy: Copy): Copy => copy;
