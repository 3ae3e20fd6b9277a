/**
 * Defence in depth for the studio API (never a 500 or a database message from input): no string a client
 * sends (body, query or path) may hold a control character. The app refuses NUL in URLs and bodies before any
 * route runs; the studio's schemas refuse it too, with the other C0 controls and DEL, as a field error (400),
 * so no such text reaches the content store even if that guard moves.
 */
import type { z } from 'zod';

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const DEL = 0x7f;

/** C0 controls and DEL, except tab, line feed and carriage return (notes may hold line breaks). */
export function hasControlChars(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c < 0x20 && c !== TAB && c !== LINE_FEED && c !== CARRIAGE_RETURN) || c === DEL) return true;
  }
  return false;
}

/** The paths of every string (or key) holding a control character, at any depth. */
export function controlCharPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return hasControlChars(value) ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => controlCharPaths(item, [...path, i]));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      hasControlChars(key) ? [[...path, key]] : controlCharPaths(item, [...path, key]),
    );
  }
  return [];
}

/** `schema`, refusing control characters in any string it accepts (the OpenAPI document is unchanged). */
export function withoutControlChars<T extends z.ZodType>(schema: T): T {
  return schema.superRefine((value, ctx) => {
    for (const path of controlCharPaths(value)) {
      ctx.addIssue({ code: 'custom', path, message: 'must not contain control characters' });
    }
  }) as T;
}
