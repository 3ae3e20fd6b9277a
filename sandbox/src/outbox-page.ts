/**
 * GET /outbox: the sandbox's sent mails as a page for a person running it (`pnpm start`:
 * /sandbox/outbox), newest first, each with its link. Plain HTML with inline CSS, nothing external.
 */
import type { UpstreamMail } from '@waypoint/schemas';
import { escapeXml as esc } from './text.ts';

const STYLE = `body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1b1f;background:#f4f4f7}
main{max-width:46rem;margin:1.5rem auto;padding:0 1rem}
article{background:#fff;border-radius:.5rem;box-shadow:0 1px 3px rgba(0,0,0,.15);padding:1rem 1.25rem;margin:0 0 1rem}
h2{font-size:1.1rem;margin:0 0 .25rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.1rem .75rem;margin:.25rem 0 .75rem;color:#4a4a55;font-size:.9rem}
dd{margin:0}
pre{white-space:pre-wrap;font:inherit;margin:0 0 .75rem}
a{color:#3b2bb5}
:focus-visible{outline:3px solid #ffbf47;outline-offset:2px}`;

export function outboxPage(mails: readonly UpstreamMail[]): string {
  const items = mails
    .map(
      (mail) => `<article aria-labelledby="${esc(mail.id)}">
<h2 id="${esc(mail.id)}">${esc(mail.subject)}</h2>
<dl><dt>To</dt><dd>${esc(mail.to)}</dd><dt>Sent</dt><dd><time datetime="${esc(mail.sentAt)}">${esc(mail.sentAt.replace('T', ' ').slice(0, 19))} UTC</time></dd></dl>
<pre>${esc(mail.text)}</pre>
<p><a href="${esc(mail.link)}">Open the link</a></p>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox outbox</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Sandbox outbox</h1>
<p>${mails.length === 0 ? 'No mail has been sent yet.' : `${mails.length} mail${mails.length === 1 ? '' : 's'}, newest first.`}</p>
${items}
</main>
</body>
</html>
`;
}
