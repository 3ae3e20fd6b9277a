/**
 * The page answered when there is no page to render (the PageSource failed or answered something that
 * is not a page). Self-contained: no composer, no blocks, no script; copy in the visitor's language.
 */
import { escapeHtml } from './serialize.ts';

export type ErrorLanguage = 'en' | 'es' | 'fr' | 'de';

const COPY: Record<ErrorLanguage, { title: string; message: string; home: string }> = {
  en: {
    title: 'Something went wrong',
    message: 'We could not load this page. Please try again in a few minutes.',
    home: 'Back to the home page',
  },
  es: {
    title: 'Algo ha salido mal',
    message: 'No hemos podido cargar esta página. Inténtalo de nuevo en unos minutos.',
    home: 'Volver a la página de inicio',
  },
  fr: {
    title: 'Une erreur est survenue',
    message: "Nous n'avons pas pu charger cette page. Veuillez réessayer dans quelques minutes.",
    home: "Retour à la page d'accueil",
  },
  de: {
    title: 'Etwas ist schiefgelaufen',
    message: 'Diese Seite konnte nicht geladen werden. Bitte versuchen Sie es in ein paar Minuten erneut.',
    home: 'Zurück zur Startseite',
  },
};

/** Language of each market's default locale (storefront.md §9 Markets, locales and currencies). */
const MARKET_LANGUAGE: Record<string, ErrorLanguage> = {
  us: 'en',
  uk: 'en',
  au: 'en',
  ca: 'en',
  es: 'es',
  mx: 'es',
  co: 'es',
  fr: 'fr',
  de: 'de',
};

/** The market in the path's first segment, the first supported Accept-Language, else English. */
export function errorLanguage(path: string, acceptLanguage?: string): { lang: ErrorLanguage; home: string } {
  const market = /^\/([a-z]{2})(?:[/?#]|$)/.exec(path)?.[1];
  const fromMarket = market ? MARKET_LANGUAGE[market] : undefined;
  if (market && fromMarket) return { lang: fromMarket, home: `/${market}` };
  for (const part of (acceptLanguage ?? '').split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if (code in COPY) return { lang: code as ErrorLanguage, home: '/' };
  }
  return { lang: 'en', home: '/' };
}

const STYLE =
  'body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d2a32;' +
  'background:#fff;display:grid;min-height:100vh;place-items:center;text-align:center;padding:24px}' +
  'h1{font-size:1.75rem;margin:0 0 12px}p{margin:0 0 24px;line-height:1.5}' +
  'a{display:inline-block;padding:12px 24px;border-radius:6px;background:#0b5563;color:#fff;' +
  'text-decoration:none;font-weight:600}a:focus-visible{outline:3px solid #f2a541;outline-offset:2px}';

export function renderErrorPage(lang: ErrorLanguage, home: string, nonce: string): string {
  const copy = COPY[lang];
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex, nofollow">' +
    `<title>${escapeHtml(copy.title)}</title><style nonce="${escapeHtml(nonce)}">${STYLE}</style></head>` +
    `<body><main><h1>${escapeHtml(copy.title)}</h1><p>${escapeHtml(copy.message)}</p>` +
    `<a href="${escapeHtml(home)}">${escapeHtml(copy.home)}</a></main></body></html>`
  );
}
