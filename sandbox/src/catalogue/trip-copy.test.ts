import { describe, expect, it } from 'vitest';
import { joinList, tripDescription, tripTitle } from './trip-copy.ts';

describe('joinList', () => {
  it.each([
    [['Rome'], 'en', 'Rome'],
    [['Rome', 'Florence'], 'en', 'Rome and Florence'],
    [['Roma', 'Florencia', 'Venecia'], 'es', 'Roma, Florencia y Venecia'],
    [['Estambul', 'Izmir'], 'es', 'Estambul e Izmir'],
    [['Antalya', 'Hierro'], 'es', 'Antalya y Hierro'],
    [['Lyon', 'Nice'], 'fr', 'Lyon et Nice'],
    [['Rom', 'Florenz'], 'de', 'Rom und Florenz'],
  ] as const)('%j in %s -> %s', (items, lang, expected) => {
    expect(joinList(items, lang)).toBe(expected);
  });
});

describe('trip titles', () => {
  it('elides French "de" before a vowel', () => {
    expect(tripTitle('fr', 'culture', 1, ['Osaka', 'Kyoto'])).toBe('À la découverte d’Osaka et Kyoto');
    expect(tripTitle('fr', 'culture', 1, ['Rome'])).toBe('À la découverte de Rome');
  });

  it('writes descriptions with the number of days first', () => {
    expect(tripDescription('de', 'beach', 8, ['Phuket', 'Krabi'], 'Thailand')).toBe(
      '8 Tage mit Stationen in Phuket und Krabi (Thailand). Sonne, Meer und viel Zeit zum Entspannen.',
    );
  });
});
