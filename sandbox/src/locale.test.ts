import { expect, it } from 'vitest';
import { parseAcceptLanguage, resolveLang } from './locale.ts';

it.each([
  ['us', undefined, undefined, 'en'],
  ['mx', undefined, undefined, 'es'],
  ['co', undefined, undefined, 'es'],
  ['ca', undefined, undefined, 'en'],
  ['fr', undefined, undefined, 'fr'],
  ['de', undefined, undefined, 'de'],
  ['us', 'es-US', undefined, 'es'],
  ['us', 'es_MX', 'fr-FR', 'es'],
  ['ca', undefined, 'fr-CA,fr;q=0.9', 'fr'],
  ['ca', 'xx-XX', 'de;q=0.2, ja, fr;q=0.8', 'fr'],
  ['uk', ['en-GB'], 'ja', 'en'],
] as const)('%s with locale %j and Accept-Language %j -> %s', (market, locale, header, expected) => {
  expect(resolveLang(market, locale, header)).toBe(expected);
});

it('orders Accept-Language by quality, dropping q=0 and *', () => {
  expect(parseAcceptLanguage('de;q=0.5, fr-CA, *;q=0.1, en;q=0')).toEqual(['fr-CA', 'de']);
});
