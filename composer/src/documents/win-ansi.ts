/**
 * Text for the PDF standard fonts. Helvetica without an embedded font writes one byte a character in
 * WinAnsi (Windows-1252): Latin-1 plus a few signs (€, ‘’ “”, –—, …, Œ, Š, Ž, ™). pdfkit writes any other
 * character as garbage (U+202F, the narrow space that `Intl` puts in French amounts, comes out as " /"),
 * so every string is brought into that set first: spaces and dashes to their WinAnsi kin, accents that
 * WinAnsi lacks dropped from their letter, emoji dropped, anything else shown as '?'.
 */

/** The characters of Windows-1252 above Latin-1's printable range that are not Latin-1 themselves. */
const WIN_ANSI_EXTRA = new Set('ƒ–—‘’‚“”„†‡•…€‰‹›ˆ™ŒœŠšŸŽž˜');

const REPLACEMENTS: Record<string, string> = {
  '\t': ' ',
  '\u2007': '\u00a0', // figure space
  '\u202f': '\u00a0', // narrow no-break space (fr-FR thousands, '12 h 30')
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2212': '-', // minus sign
  '\u2032': "'",
  '\u2033': '"',
  '\u2190': '<-',
  '\u2192': '->',
  '\u2194': '<->',
};

/** Zero-width characters, combining marks (variation selectors among them) and emoji: dropped. */
const ZERO_WIDTH = new Set(['\r', '\u200b', '\u200c', '\u200d', '\u2060', '\ufeff']);
const DROPPED = /^(?:\p{M}|\p{Extended_Pictographic})$/u;

export function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    char === '\n' ||
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0xff) ||
    WIN_ANSI_EXTRA.has(char)
  );
}

function fromChar(char: string): string {
  if (isWinAnsi(char)) return char;
  const replaced = REPLACEMENTS[char];
  if (replaced !== undefined) return replaced;
  if (/^[\u2000-\u200a]$/.test(char)) return ' ';
  if (ZERO_WIDTH.has(char) || DROPPED.test(char)) return '';
  // A letter with an accent WinAnsi lacks ('ș', 'ő') keeps its base letter.
  const base = [...char.normalize('NFD')].filter((c) => !/\p{M}/u.test(c)).join('');
  if (base !== char && [...base].every(isWinAnsi)) return base;
  return '?';
}

/** `text` with only characters the standard fonts can show. */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) out += fromChar(char);
  return out;
}
