/**
 * Text helpers shared by the error catalogue, the copy builders and the media: placeholders in braces,
 * and escaping for markup (SVG, and the HTML fragments of the trip page's data).
 */

/** 'Flight from {from}' + { from: 'Paris' } -> 'Flight from Paris'; unknown placeholders stay. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    values[key] === undefined ? match : String(values[key]),
  );
}

/** Text for markup content or attribute values (XML, and so HTML too). */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
