/**
 * The payment providers' own pages, which the traveller's browser visits (buying-flow.md §7 "Payment
 * providers"): plain, self-contained HTML with inline CSS (no scripts, no external resources), one
 * heading and the amount, a label on every input, errors listed at the top and beside their fields.
 * Pages are English: they are the providers', not the shop's.
 */
import type { FastifyReply } from 'fastify';
import { escapeXml as esc } from '../text.ts';

export interface Brand {
  name: string;
  /** The provider's colour (buttons, header); dark enough for white text. */
  accent: string;
}

export const BRANDS = {
  cardpay: { name: 'CardPay', accent: '#3b2bb5' },
  dropin: { name: 'Dropin Checkout', accent: '#0b6b4f' },
  bnpl: { name: 'PayLater', accent: '#8a1c5c' },
} as const satisfies Record<string, Brand>;

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1b1f;background:#f4f4f7}
header{background:var(--accent);color:#fff;padding:.75rem 1rem}
header p{margin:0;font-weight:700;letter-spacing:.02em}
main{max-width:30rem;margin:1.5rem auto;padding:1.5rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 3px rgba(0,0,0,.15)}
h1{font-size:1.4rem;margin:0 0 .25rem}
.amount{font-size:1.75rem;font-weight:700;margin:.25rem 0 1rem}
.note{color:#4a4a55;font-size:.9rem}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{width:100%;padding:.6rem .7rem;font:inherit;border:1px solid #6e6e7a;border-radius:.35rem;background:#fff;color:inherit}
input[aria-invalid=true]{border:2px solid #b00020}
.error{color:#b00020;margin:.25rem 0 0;font-size:.95rem}
.summary{border:2px solid #b00020;border-radius:.35rem;padding:.75rem 1rem;margin:0 0 1rem}
.summary h2{font-size:1.05rem;margin:0 0 .25rem;color:#b00020}
.summary ul{margin:0;padding-left:1.2rem}
.summary a{color:#b00020}
.row{display:flex;gap:1rem}.row>div{flex:1}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}
button{font:inherit;font-weight:600;padding:.65rem 1.25rem;border-radius:.35rem;border:2px solid var(--accent);cursor:pointer}
button.primary{background:var(--accent);color:#fff}
button.secondary{background:#fff;color:var(--accent)}
a{color:var(--accent)}
:focus-visible{outline:3px solid #ffbf47;outline-offset:2px}
table{border-collapse:collapse;width:100%;margin:.5rem 0}
th,td{text-align:left;padding:.35rem .25rem;border-bottom:1px solid #d8d8de}
td.num{text-align:right;font-variant-numeric:tabular-nums}
footer{max-width:30rem;margin:0 auto 2rem;padding:0 1rem;color:#4a4a55;font-size:.85rem}
`;

export interface PageInput {
  brand: Brand;
  /** The page's heading (also its title). */
  title: string;
  /** What is paid, already formatted ('$1,299.00'), and to whom. */
  amount: string;
  merchant: string;
  body: string;
}

export function page({ brand, title, amount, merchant, body }: PageInput): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${esc(title)} – ${esc(brand.name)}</title>
<style>:root{--accent:${brand.accent}}${STYLE}</style>
</head>
<body>
<header><p>${esc(brand.name)}</p></header>
<main>
<h1>${esc(title)}</h1>
<p class="note">Payment to ${esc(merchant)}</p>
<p class="amount">${esc(amount)}</p>
${body}
</main>
<footer><p>A test page of the ${esc(brand.name)} sandbox: no money moves.</p></footer>
</body>
</html>
`;
}

export interface FieldInput {
  name: string;
  label: string;
  value?: string;
  error?: string | undefined;
  hint?: string;
  autocomplete?: string;
  inputmode?: 'numeric' | 'email' | 'text';
  type?: 'text' | 'email';
  maxlength?: number;
}

/** A labelled input; its error (if any) is tied to it with aria-describedby. */
export function field(input: FieldInput): string {
  const id = `field-${input.name}`;
  const described = [input.hint ? `${id}-hint` : '', input.error ? `${id}-error` : ''].filter(Boolean);
  const attributes = [
    `id="${id}"`,
    `name="${esc(input.name)}"`,
    `type="${input.type ?? 'text'}"`,
    `value="${esc(input.value ?? '')}"`,
    input.autocomplete ? `autocomplete="${input.autocomplete}"` : '',
    input.inputmode ? `inputmode="${input.inputmode}"` : '',
    input.maxlength ? `maxlength="${input.maxlength}"` : '',
    'required',
    input.error ? 'aria-invalid="true"' : '',
    described.length > 0 ? `aria-describedby="${described.join(' ')}"` : '',
  ].filter(Boolean);
  return `<div>
<label for="${id}">${esc(input.label)}</label>
${input.hint ? `<p class="note" id="${id}-hint">${esc(input.hint)}</p>` : ''}
<input ${attributes.join(' ')}>
${input.error ? `<p class="error" id="${id}-error">${esc(input.error)}</p>` : ''}
</div>`;
}

/** The errors of a submitted form, each linking to its field; announced when the page loads. */
export function errorSummary(errors: Record<string, string>): string {
  const entries = Object.entries(errors);
  if (entries.length === 0) return '';
  const items = entries
    .map(([name, message]) => `<li><a href="#field-${esc(name)}">${esc(message)}</a></li>`)
    .join('');
  return `<div class="summary" role="alert" aria-labelledby="error-title">
<h2 id="error-title">Please check the details</h2>
<ul>${items}</ul>
</div>`;
}

/** A POST form to `action` with its fields, then its buttons ([label, name, value, primary?]). */
export function form(action: string, fields: string, buttons: [string, string, string, boolean][]): string {
  const actions = buttons
    .map(
      ([label, name, value, primary]) =>
        `<button type="submit" name="${esc(name)}" value="${esc(value)}" class="${primary ? 'primary' : 'secondary'}">${esc(label)}</button>`,
    )
    .join('\n');
  return `<form method="post" action="${esc(action)}" novalidate>
${fields}
<div class="actions">
${actions}
</div>
</form>`;
}

/** The way back without paying. */
export const cancelLink = (href: string) =>
  `<p><a href="${esc(href)}" rel="nofollow">Cancel and return</a></p>`;

/** A paragraph of text. */
export const paragraph = (text: string) => `<p>${esc(text)}</p>`;

export { esc };

/**
 * Sends a page: never cached, never framed, no referrer (the provider's URL never leaks to the next
 * site), and a policy that lets nothing but the inline styles load.
 */
export function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-frame-options', 'DENY')
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
    )
    .type('text/html; charset=utf-8')
    .send(html);
}

/** A page for a payment the provider does not know, or a request it cannot take. */
export function problemPage(reply: FastifyReply, status: number, brand: Brand, message: string) {
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(brand.name)}</title><style>:root{--accent:${brand.accent}}${STYLE}</style></head>
<body><header><p>${esc(brand.name)}</p></header>
<main><h1>This payment cannot be shown</h1><p>${esc(message)}</p></main></body>
</html>
`;
  return sendPage(reply, status, html);
}
