import type { HeaderProps } from '@waypoint/schemas';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Header } from './Header.tsx';

const US: HeaderProps = {
  logo: { src: '/assets/images/logos/waypoint.svg', alt: 'Waypoint home page', href: '/us' },
  partnerLogo: null,
  phone: { display: '+1 (800) 555-0142', href: 'tel:+18005550142' },
  email: null,
  deals: [{ href: '/us/europe/france/131-a-few-days-in-lyon', label: 'A few days in Lyon' }],
  menu: [
    { href: '/us/destinations', label: 'Destinations' },
    { href: 'https://advisors.waypoint.test/us', label: 'Travel advisors', external: true },
  ],
  languages: [
    { locale: 'en-US', label: 'English', href: '?locale=en-US', origin: null, current: true },
    { locale: 'es-US', label: 'Español', href: '?locale=es-US', origin: null, current: false },
  ],
  search: null,
  phoneIconOnly: false,
  disclaimer: null,
  advisor: null,
  sticky: true,
  heights: { mobile: 60, tabletUp: 70 },
  labels: { call: 'Call us', menu: 'Menu', language: 'Language', skipToContent: 'Skip to main content' },
};

const ADVISOR: HeaderProps = {
  ...US,
  logo: { src: '/sandbox/media/logo/blue-compass-travel.svg', alt: 'Your travel agency', href: '/us' },
  phone: { display: '+1 (617) 555-0163', href: 'tel:+16175550163' },
  email: 'maya.thompson@bluecompass.test',
  deals: [],
  advisor: {
    name: 'Maya Thompson',
    email: 'maya.thompson@bluecompass.test',
    photo: '/sandbox/media/avatar/Maya%20Thompson.svg',
  },
  heights: { mobile: 98, tabletUp: 98 },
};

const render = (props: HeaderProps) => renderToStaticMarkup(<Header {...props} />);

describe('Header', () => {
  const html = render(US);

  it('starts with a skip link to the main content', () => {
    expect(html).toMatch(
      /<header[^>]*><a class="header__skip" href="#main-content">Skip to main content<\/a>/,
    );
  });

  it('links the logo home, named by its alt text', () => {
    expect(html).toMatch(
      /<a class="header__logo" href="\/us"><img src="\/assets\/images\/logos\/waypoint.svg" alt="Waypoint home page"/,
    );
  });

  it('sets its heights from props as custom properties', () => {
    expect(html).toContain('--header-height-mobile:60px;--header-height-tablet-up:70px');
    expect(render(ADVISOR)).toContain('--header-height-mobile:98px;--header-height-tablet-up:98px');
  });

  it('offers the phone as a tel: link named "Call us" and the number', () => {
    expect(html).toMatch(
      /<a class="header__phone" href="tel:\+18005550142">.*Call us .*\+1 \(800\) 555-0142<\/span><\/a>/,
    );
  });

  it('lists the menu and the deals in the navigation; external links open in a new tab', () => {
    expect(html).toContain('<nav id=');
    expect(html).toContain('aria-label="Menu"');
    expect(html).toContain('href="/us/destinations">Destinations</a>');
    expect(html).toContain(
      'href="https://advisors.waypoint.test/us" target="_blank" rel="noopener noreferrer">Travel advisors</a>',
    );
    expect(html).toContain('href="/us/europe/france/131-a-few-days-in-lyon"');
    expect(html).toContain('A few days in Lyon');
  });

  it('has a collapsed menu button that controls the navigation panel', () => {
    const navId = html.match(/<nav id="([^"]+)"/)?.[1];
    expect(navId).toBeTruthy();
    expect(html).toMatch(
      new RegExp(
        `<button type="button" class="header__menu-button" aria-expanded="false" aria-controls="${navId}"`,
      ),
    );
    expect(html).toContain('<span class="header__menu-button-label">Menu</span>');
    expect(html).toContain('class="header__nav"');
    expect(html).not.toContain('header__nav--open');
  });

  it('shows the language selector as a disclosure, the current language marked', () => {
    expect(html).toContain('<details class="header__language"><summary');
    expect(html).toContain('Language: </span>');
    // A query-only link: this very page with the locale set, without JavaScript too (storefront.md §4).
    expect(html).toMatch(/href="\?locale=en-US" hrefLang="en-US" lang="en-US" aria-current="true"/);
    expect(html).toMatch(/href="\?locale=es-US" hrefLang="es-US" lang="es-US"><span>Español/);
  });

  describe('variants (storefront.md §9 A/B experiments) and the language disclaimer (§6)', () => {
    const search = {
      action: '/us/search-results/search-results',
      label: 'Search trips',
      placeholder: 'Where to?',
      buttonLabel: 'Search',
    };

    it('headerWithSearch: a GET form to the search results with the home search field, first in the navigation', () => {
      const withSearch = render({ ...US, search });
      expect(withSearch).toMatch(
        /<header class="header header--sticky header--with-deals header--with-search"/,
      );
      expect(withSearch).toMatch(
        /<nav id="[^"]+"[^>]*><search class="header__search"><form class="header__search-form" action="\/us\/search-results\/search-results" method="get">/,
      );
      const input = withSearch.match(/<input id="([^"]+)" class="header__search-input"[^>]*>/);
      expect(input?.[0]).toContain('type="search"');
      expect(input?.[0]).toContain('name="q"');
      expect(input?.[0]).toContain('placeholder="Where to?"');
      expect(withSearch).toContain('<span class="wp-visually-hidden">Search</span></button>');
      expect(withSearch).toContain(
        `<label class="wp-visually-hidden" for="${input?.[1]}">Search trips</label>`,
      );
      expect(html).not.toContain('header__search');
    });

    it('ABPhoneHeader: only the phone icon shows; the number stays for screen readers', () => {
      const iconOnly = render({ ...US, phoneIconOnly: true });
      expect(iconOnly).not.toContain('header__phone-number');
      expect(iconOnly).toMatch(
        /<a class="header__phone" href="tel:\+18005550142">.*Call us <\/span><span class="wp-visually-hidden">\+1 \(800\) 555-0142<\/span><\/a>/,
      );
      expect(html).toContain('header__phone-number');
    });

    it('shows the language disclaimer as a note below the bar only when given', () => {
      const note = 'Certains contenus de ce site ne sont disponibles qu’en anglais.';
      const withNote = render({ ...US, disclaimer: note });
      expect(withNote).toContain('header--with-disclaimer');
      expect(withNote).toContain(
        `<p class="header__disclaimer" role="note"><span class="wp-container header__disclaimer-text">${note}</span></p></header>`,
      );
      expect(html).not.toContain('header__disclaimer');
    });
  });

  it('has no language selector when there is only one language', () => {
    const single = render({ ...US, languages: [US.languages[0]!] });
    expect(single).not.toContain('<details');
  });

  it('shows a partner logo beside the brand only when there is one', () => {
    expect(html).not.toContain('header__partner-logo');
    const withPartner = render({ ...US, partnerLogo: { src: '/partner.svg', alt: 'Our partner' } });
    expect(withPartner).toMatch(/<img class="header__partner-logo" src="\/partner.svg" alt="Our partner"/);
  });

  it('marks the header that has deals and the sticky one', () => {
    expect(html).toMatch(/<header class="header header--sticky header--with-deals"/);
    expect(render({ ...US, deals: [], sticky: false })).toMatch(/<header class="header"/);
  });

  describe('private-label advisor site', () => {
    const advisor = render(ADVISOR);

    it('shows the advisor prominently with photo, name, phone and e-mail', () => {
      expect(advisor).toMatch(/<header class="header header--private-label/);
      expect(advisor).toContain('src="/sandbox/media/avatar/Maya%20Thompson.svg"');
      expect(advisor).toContain('<p class="header__advisor-name">Maya Thompson</p>');
      expect(advisor).toMatch(
        /class="header__advisor-link header__advisor-phone" href="tel:\+16175550163"><svg.*?<\/svg>\+1 \(617\) 555-0163<\/a>/,
      );
      expect(advisor).toMatch(
        /class="header__advisor-link header__advisor-email" href="mailto:maya.thompson@bluecompass.test"><svg.*?<\/svg>maya.thompson@bluecompass.test<\/a>/,
      );
    });

    it('does not repeat the phone as a separate action', () => {
      expect(advisor).not.toContain('class="header__phone"');
      expect(advisor).not.toContain('class="header__email"');
    });

    it('falls back to the advisor initials without a photo', () => {
      const noPhoto = render({ ...ADVISOR, advisor: { ...ADVISOR.advisor!, photo: null } });
      expect(noPhoto).toContain('header__advisor-initials" aria-hidden="true">MT</span>');
      expect(noPhoto).not.toContain('<img class="header__advisor-photo"');
    });
  });

  it('offers a contact e-mail as mailto when present', () => {
    const withEmail = render({ ...US, email: 'help.us@waypoint.test' });
    expect(withEmail).toContain('<a class="header__email" href="mailto:help.us@waypoint.test">');
    expect(html).not.toContain('mailto:');
  });
});
