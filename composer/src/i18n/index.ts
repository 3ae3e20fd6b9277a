/**
 * Server-side copy: one i18next instance with the bundled resources, and a fixed translator per
 * locale whose fallback chain is the spec's (storefront.md §9: en-US -> en-GB, es-MX -> es-ES,
 * fr-CA -> fr-FR, default en-GB). translatorMode answers the keys themselves (i18next 'cimode').
 */
import { DEFAULT_LOCALE, LOCALES, localeFallbacks, TRANSLATION_NAMESPACE } from '@waypoint/config';
import type { Locale } from '@waypoint/schemas';
import i18next, { type TFunction } from 'i18next';
import { resources } from './resources.ts';

export interface Translator {
  t(locale: Locale, translatorMode: boolean): TFunction;
}

export function createTranslator(): Translator {
  const instance = i18next.createInstance();
  void instance.init({
    resources,
    lng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES, 'en', 'es', 'fr', 'de', 'cimode'],
    fallbackLng: (code: string) => {
      const chain = LOCALES.includes(code as Locale) ? localeFallbacks(code as Locale).slice(1) : [];
      return [...chain, DEFAULT_LOCALE];
    },
    ns: [TRANSLATION_NAMESPACE],
    defaultNS: TRANSLATION_NAMESPACE,
    initAsync: false,
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  const fixed = new Map<string, TFunction>();
  return {
    t(locale, translatorMode) {
      const lng = translatorMode ? 'cimode' : locale;
      let t = fixed.get(lng);
      if (!t) {
        t = memoized(instance.getFixedT(lng, TRANSLATION_NAMESPACE));
        fixed.set(lng, t);
      }
      return t;
    },
  };
}

/**
 * Resources are fixed at start-up, so a translation is a pure function of its key and options:
 * remember the answers (i18next's own lookup costs microseconds a call, and a page makes hundreds).
 */
function memoized(t: TFunction): TFunction {
  const answers = new Map<string, unknown>();
  const wrapped = (key: unknown, options?: unknown) => {
    const id = options === undefined ? String(key) : `${String(key)}\u0000${JSON.stringify(options)}`;
    let answer = answers.get(id);
    if (answer === undefined) {
      answer = (t as (k: unknown, o?: unknown) => unknown)(key, options);
      if (answers.size >= 10_000) answers.clear();
      answers.set(id, answer);
    }
    return answer;
  };
  return wrapped as unknown as TFunction;
}
