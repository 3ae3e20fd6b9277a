/**
 * Escaping of data placed in HTML. JSON inside `<script>` escapes `<`, `>`, `&`, U+2028 and U+2029 as
 * \uXXXX, so no value can close the script (`</script`), open a comment (`<!--`) or break a line in
 * older JavaScript parsers; JSON.parse reads it back unchanged.
 */

const JSON_UNSAFE = /[<>&\u2028\u2029]/g;
const JSON_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON safe to place between `<script type="application/json">` tags. */
export function safeJson(value: unknown): string {
  const json = JSON.stringify(value) ?? 'null';
  return json.replace(JSON_UNSAFE, (c) => JSON_ESCAPES[c]!);
}

const HTML_UNSAFE = /[&<>"']/g;
const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text or a double-quoted attribute value. */
export function escapeHtml(value: string): string {
  return value.replace(HTML_UNSAFE, (c) => HTML_ESCAPES[c]!);
}
