import { describe, expect, it } from 'vitest';
import { errorLanguage, renderErrorPage } from './error-page.ts';

describe('error page', () => {
  it.each([
    ['/es/viajes', undefined, 'es', '/es'],
    ['/mx', 'en-US', 'es', '/mx'],
    ['/de/reisen?x=1', 'fr-FR', 'de', '/de'],
    ['/fr', undefined, 'fr', '/fr'],
    ['/uk', 'de-DE', 'en', '/uk'],
    ['/', 'fr-CA,fr;q=0.9,en;q=0.8', 'fr', '/'],
    ['/zz/x', 'it-IT, de;q=0.5', 'de', '/'],
    ['/nowhere', undefined, 'en', '/'],
  ])('%s with Accept-Language %s is in %s, linking home to %s', (path, accept, lang, home) => {
    expect(errorLanguage(path, accept)).toEqual({ lang, home });
  });

  it('is a whole document with the nonce on its only style and no script', () => {
    const html = renderErrorPage('fr', '/fr', 'abc+/=');
    expect(html).toMatch(/^<!doctype html><html lang="fr">/);
    expect(html).toContain('<style nonce="abc+/=">');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain('<a href="/fr">Retour à la page d&#39;accueil</a>');
    expect(html).not.toContain('<script');
  });
});
