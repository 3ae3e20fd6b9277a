import type { FooterProps } from '@waypoint/schemas';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Footer } from './Footer.tsx';

const US: FooterProps = {
  logo: { src: '/assets/images/logos/waypoint.svg', alt: 'Waypoint home page' },
  phone: { display: '+1 (800) 555-0142', href: 'tel:+18005550142' },
  email: 'help.us@waypoint.test',
  schedule: 'Monday to Friday, 9:00–20:00',
  address: '120 Harbor Street, Boston, MA 02110',
  columns: [
    { title: 'Company', links: [{ href: '/us/about-us', label: 'About us' }] },
    { title: 'Destinations', links: [{ href: '/us/africa', label: 'Africa' }] },
  ],
  legal: [
    { href: '/us/terms-and-conditions', label: 'Terms and conditions' },
    { href: '/en/us/privacy-policy', label: 'Privacy policy' },
  ],
  markets: [
    { market: 'es', locale: 'es-ES', country: 'Spain', language: 'Español', href: '/es', current: false },
    {
      market: 'us',
      locale: 'en-US',
      country: 'United States',
      language: 'English',
      href: '/us?locale=en-US',
      current: true,
    },
  ],
  marketLabels: {
    button: 'Country and language: United States, English',
    title: 'Choose your country and language',
    close: 'Close',
  },
  copyright: '© 2026 Waypoint. All rights reserved.',
};

const render = (props: FooterProps) => renderToStaticMarkup(<Footer {...props} />);

describe('Footer', () => {
  const html = render(US);

  it('is the page footer with the brand logo', () => {
    expect(html).toMatch(/^<footer class="footer">/);
    expect(html).toMatch(
      /<img class="footer__logo" src="\/assets\/images\/logos\/waypoint.svg" alt="Waypoint home page"/,
    );
  });

  it('gives the contact details: phone as tel:, e-mail as mailto:, schedule and address', () => {
    expect(html).toMatch(/<address class="footer__contact">/);
    expect(html).toMatch(/href="tel:\+18005550142">.*<span>\+1 \(800\) 555-0142<\/span><\/a>/);
    expect(html).toMatch(/href="mailto:help.us@waypoint.test">.*<span>help.us@waypoint.test<\/span>/);
    expect(html).toContain('<span>Monday to Friday, 9:00–20:00</span>');
    expect(html).toContain('<span>120 Harbor Street, Boston, MA 02110</span>');
  });

  it('leaves out contact details it does not have', () => {
    const bare = render({ ...US, phone: null, email: null, schedule: null, address: null });
    expect(bare).not.toContain('<address');
    expect(bare).not.toContain('tel:');
    expect(bare).not.toContain('mailto:');
  });

  it('shows each link column under its heading', () => {
    expect(html).toMatch(/<h2 id="[^"]+" class="footer__column-title">Company<\/h2>/);
    expect(html).toContain('href="/us/about-us">About us</a>');
    expect(html).toMatch(/<h2 id="[^"]+" class="footer__column-title">Destinations<\/h2>/);
    expect(html).toContain('href="/us/africa">Africa</a>');
  });

  it('labels each column navigation by its own heading', () => {
    const labelledBy = [...html.matchAll(/<nav[^>]*aria-labelledby="([^"]+)"/g)].map((m) => m[1]);
    const headingIds = [...html.matchAll(/<h2 id="([^"]+)" class="footer__column-title"/g)].map((m) => m[1]);
    expect(labelledBy).toHaveLength(2);
    expect(labelledBy).toEqual(headingIds);
    expect(new Set(headingIds).size).toBe(2);
  });

  it('lists every market and language in a disclosure that works without JavaScript, the current one marked', () => {
    expect(html).toMatch(
      /<details class="footer__markets-details"><summary class="footer__markets-button">.*<span>Country and language: United States, English<\/span><\/summary><ul class="footer__market-list">/,
    );
    expect(html).toContain(
      '<a class="footer__market" href="/us?locale=en-US" hrefLang="en-US" aria-current="true"><span class="footer__market-country">United States</span><span class="footer__market-language" lang="en-US">English</span></a>',
    );
    expect(html).toContain('<a class="footer__market" href="/es" hrefLang="es-ES">');
  });

  it('has no modal on the server: it comes with hydration', () => {
    expect(html).not.toContain('<dialog');
  });

  it('has no markets selection without markets', () => {
    expect(render({ ...US, markets: [] })).not.toContain('footer__markets');
  });

  it('shows the legal links and the copyright', () => {
    expect(html).toContain('href="/us/terms-and-conditions">Terms and conditions</a>');
    expect(html).toContain('href="/en/us/privacy-policy">Privacy policy</a>');
    expect(html).toContain('<p class="footer__copyright">© 2026 Waypoint. All rights reserved.</p>');
  });

  it('shows no copyright where the affiliate hides it', () => {
    expect(render({ ...US, copyright: null })).not.toContain('footer__copyright');
  });
});
