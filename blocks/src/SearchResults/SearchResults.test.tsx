import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { click, hostElements, recordingRuntime } from '../../test/test-kit.tsx';
import { SearchResults } from './SearchResults.tsx';
import { NO_RESULTS, RESULTS } from './story-props.ts';

const html = renderToStaticMarkup(<SearchResults {...RESULTS} />);
const text = (s: string) => s.replace(/<[^>]+>/g, '');

describe('SearchResults', () => {
  it('is a section named by its h1, with the count in a polite live heading', () => {
    const id = html.match(/^<section [^>]*aria-labelledby="([^"]+)"/)?.[1];
    expect(html).toMatch(new RegExp(`<h1 id="${id}"[^>]*>Trips for “peru”</h1>`));
    expect(html).toContain('<h2 class="search-results__summary" aria-live="polite">14 trips</h2>');
  });

  it('lists the cards as the shared trip cards', () => {
    expect(html.match(/<article class="trip-card">/g)).toHaveLength(6);
    expect(html).toContain('class="search-results__grid"');
  });

  it('makes every sort a link, the chosen one current', () => {
    const sorts = [...html.matchAll(/<a class="search-results__sort-option"[^>]*>.*?<\/a>/g)].map(
      (m) => m[0],
    );
    expect(sorts.map(text)).toEqual([
      'Best match',
      'Price: low to high',
      'Price: high to low',
      'Shortest first',
    ]);
    expect(sorts.map((s) => s.includes('aria-current="true"'))).toEqual([true, false, false, false]);
    expect(sorts[1]).toContain('href="/us/search-results/search-results?q=peru&amp;sort=price-asc"');
  });

  it('pages with real links in a named navigation', () => {
    expect(html).toMatch(/<nav class="search-results__pages" aria-label="Pages">/);
    expect(html).toContain('rel="next"');
    expect(html).toContain('Page 1 of 2');
    expect(html).not.toContain('rel="prev"');
  });

  it('runs the action of a page link with the runtime, and follows it without', () => {
    const runtime = recordingRuntime();
    const link = hostElements(<SearchResults {...RESULTS} />, runtime).find(
      (e) => e.type === 'a' && e.props.rel === 'next',
    )!;
    const clicked = click(link);
    expect(clicked.prevented).toBe(true);
    expect(runtime.calls[0]!.action).toEqual(RESULTS.pagination!.next!.action);
    const plain = hostElements(<SearchResults {...RESULTS} />, null).find(
      (e) => e.type === 'a' && e.props.rel === 'next',
    )!;
    expect(click(plain).prevented).toBe(false);
  });

  it('shows the empty state with suggestions and no sorts or paging', () => {
    const empty = renderToStaticMarkup(<SearchResults {...NO_RESULTS} />);
    expect(empty).toContain('No trips match your search');
    expect(empty).toContain('href="/us/asia/japan">Japan</a>');
    expect(empty).toContain('Clear filters');
    expect(empty).not.toContain('search-results__sort');
    expect(empty).not.toContain('search-results__pages');
  });
});
