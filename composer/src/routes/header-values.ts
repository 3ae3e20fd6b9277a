/**
 * The last guard before a value reaches a response header (issue 12, defect 6): Node throws
 * ERR_INVALID_CHAR on a character outside tab, visible ASCII and Latin-1, which would turn visitor input
 * into a 500. A redirect target is percent-encoded; any other header with such a value is dropped and
 * logged (the page service validates what it reflects; this only catches what slips through).
 */
import type { FastifyBaseLogger } from 'fastify';

/** What Node's `validateHeaderValue` accepts (RFC 9110 field-value, with obs-text). */
const VALID_HEADER_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;

export function isValidHeaderValue(value: string): boolean {
  return VALID_HEADER_VALUE.test(value);
}

/** One character as UTF-8 percent-escapes; a lone surrogate (no UTF-8 form) as U+FFFD. */
function percentEncode(char: string): string {
  try {
    return encodeURIComponent(char);
  } catch {
    return '%EF%BF%BD';
  }
}

/** A Location with every character outside visible ASCII percent-encoded (spaces, CR/LF, non-ASCII). */
export function safeLocation(location: string): string {
  return location.replace(/[^\x21-\x7e]/gu, percentEncode);
}

/** The headers whose values are valid; the others are left out and logged. */
export function safeHeaders(headers: Record<string, string>, log: FastifyBaseLogger): Record<string, string> {
  let safe: Record<string, string> | undefined;
  for (const [name, value] of Object.entries(headers)) {
    if (isValidHeaderValue(value)) continue;
    safe ??= { ...headers };
    delete safe[name];
    log.warn({ header: name }, 'response header with an invalid value left out');
  }
  return safe ?? headers;
}
