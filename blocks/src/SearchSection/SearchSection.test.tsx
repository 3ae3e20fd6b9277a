import type { SearchSectionProps } from '@waypoint/schemas';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SearchSection } from './SearchSection.tsx';

const SECTION: SearchSectionProps = {
  placement: 'section',
  size: 'large',
  minBreakpoint: 'laptop',
  title: 'Explore extraordinary vacations',
  placeholder: 'Where would you like to go?',
  buttonLabel: 'Search',
  action: '/us/search-results/search-results',
  suggestions: [
    { href: '/us/africa', label: 'Africa' },
    { href: '/us/africa/kenya', label: 'Kenya' },
  ],
};

const render = (props: SearchSectionProps) => renderToStaticMarkup(<SearchSection {...props} />);

describe('SearchSection', () => {
  const html = render(SECTION);

  it('is its own section titled by the heading when placed as a section', () => {
    expect(html).toMatch(
      /^<section class="search-section search-section--section search-section--large wp-section wp-from-laptop" aria-labelledby="([^"]+)">/,
    );
    const labelledBy = html.match(/aria-labelledby="([^"]+)"/)?.[1];
    expect(html).toContain(`<h2 id="${labelledBy}" class="wp-heading">Explore extraordinary vacations</h2>`);
  });

  it('submits the term with GET to the search results page, autocomplete off', () => {
    expect(html).toContain(
      '<form class="search-section__form" action="/us/search-results/search-results" method="get">',
    );
    const input = html.match(/<input [^>]*\/>/)?.[0] ?? '';
    expect(input).toContain('type="search"');
    expect(input).toContain('name="q"');
    expect(input).toContain('placeholder="Where would you like to go?"');
    expect(input).toMatch(/autocomplete="off"/i);
    expect(html).toContain(
      '<button type="submit" class="wp-btn wp-btn--accent search-section__submit">Search</button>',
    );
  });

  it('labels the input with a real label', () => {
    const inputId = html.match(/<input id="([^"]+)"/)?.[1];
    expect(inputId).toBeTruthy();
    expect(html).toContain(
      `<label class="wp-visually-hidden" for="${inputId}">Where would you like to go?</label>`,
    );
  });

  it('offers a search button to the search page for smaller screens', () => {
    expect(html).toMatch(
      /<a class="search-section__button" href="\/us\/search-results\/search-results">.*Search<\/span><\/a>/,
    );
  });

  it('lists the suggested destinations as quick links', () => {
    expect(html).toContain('<a class="search-section__chip" href="/us/africa">Africa</a>');
    expect(html).toContain('<a class="search-section__chip" href="/us/africa/kenya">Kenya</a>');
    expect(render({ ...SECTION, suggestions: [] })).not.toContain('search-section__suggestions');
  });

  it('sits inside the hero as a card, without a section, when placed in the hero', () => {
    const hero = render({ ...SECTION, placement: 'hero', size: 'medium', title: null });
    expect(hero).toMatch(
      /^<div class="search-section search-section--hero search-section--medium wp-from-laptop">/,
    );
    expect(hero).toContain('search-section__card');
    expect(hero).not.toContain('<h2');
    expect(hero).not.toContain('<section');
  });

  it.each([
    ['mobile', null],
    ['tablet', 'wp-from-tablet'],
    ['laptop', 'wp-from-laptop'],
    ['desktop', 'wp-from-desktop'],
  ] as const)('from %s up: %s', (minBreakpoint, className) => {
    const out = render({ ...SECTION, minBreakpoint });
    for (const other of ['wp-from-tablet', 'wp-from-laptop', 'wp-from-desktop']) {
      if (other === className) expect(out).toContain(other);
      else expect(out).not.toContain(other);
    }
  });

  it('is a search landmark', () => {
    expect(html).toContain('<search class="search-section__search">');
  });
});
