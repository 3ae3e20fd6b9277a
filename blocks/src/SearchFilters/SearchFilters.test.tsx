import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { hostElements, recordingRuntime, submit } from '../../test/test-kit.tsx';
import { filterInput, filterValues, SearchFilters } from './SearchFilters.tsx';
import { FILTERS } from './story-props.ts';

const html = renderToStaticMarkup(<SearchFilters {...FILTERS} />);

describe('SearchFilters', () => {
  it('is a search landmark with a GET form to the results page', () => {
    expect(html).toMatch(/<search class="search-filters__panel">/);
    expect(html).toMatch(
      /<form class="search-filters__form" action="\/us\/search-results\/search-results" method="get">/,
    );
  });

  it('names every field as its query parameter, each labelled', () => {
    for (const name of ['q', 'destination', 'duration', 'month', 'priceMin', 'priceMax']) {
      const id = html.match(new RegExp(`id="([^"]+)"[^>]*name="${name}"|name="${name}"[^>]*id="([^"]+)"`));
      expect(id, name).not.toBeNull();
      const fieldId = id![1] ?? id![2];
      expect(html, name).toContain(`for="${fieldId}"`);
    }
    expect(html).toContain('<legend class="wp-field__label">Price per person</legend>');
  });

  it('shows the chosen values and disables options no trip matches', () => {
    expect(html).toContain('value="peru"');
    expect(html).toMatch(/<option value="22-99" disabled="">22 days or more \(0\)<\/option>/);
    expect(html).toMatch(/<select[^>]*name="duration"[^>]*>/);
  });

  it('keeps hidden fields and offers the clear link when filters are chosen', () => {
    const filtered = renderToStaticMarkup(
      <SearchFilters
        {...FILTERS}
        hidden={[{ name: 'sort', value: 'price-asc' }]}
        clear={{ label: 'Clear filters', href: '/us/search-results/search-results?q=peru' }}
      />,
    );
    expect(filtered).toContain('<input type="hidden" name="sort" value="price-asc"/>');
    expect(filtered).toContain('href="/us/search-results/search-results?q=peru">Clear filters</a>');
  });

  it('with the runtime, submits the values and the hidden fields as the action input', async () => {
    const runtime = recordingRuntime();
    const props = { ...FILTERS, hidden: [{ name: 'sort', value: 'duration' }] };
    const form = hostElements(<SearchFilters {...props} />, runtime).find((e) => e.type === 'form')!;
    const sent = submit(form, {});
    await sent.returned;
    expect(sent.prevented).toBe(true);
    expect(runtime.calls).toHaveLength(1);
    expect(runtime.calls[0]!.action).toEqual(FILTERS.submit);
    expect(runtime.calls[0]!.extra).toEqual({
      sort: 'duration',
      q: 'peru',
      destination: '',
      duration: '',
      month: '',
      priceMin: '',
      priceMax: '',
    });
  });

  it('applies a select at once with the runtime', () => {
    const runtime = recordingRuntime();
    const select = hostElements(<SearchFilters {...FILTERS} />, runtime).find(
      (e) => e.type === 'select' && e.props.name === 'duration',
    )!;
    (select.props.onChange as (e: unknown) => void)({ currentTarget: { value: '8-14' } });
    expect(runtime.calls[0]!.extra).toMatchObject({ duration: '8-14', q: 'peru' });
  });

  it('without the runtime, lets the browser submit the form', () => {
    const form = hostElements(<SearchFilters {...FILTERS} />, null).find((e) => e.type === 'form')!;
    expect(submit(form, {}).prevented).toBe(false);
  });

  it('reads the values from the props', () => {
    expect(filterValues(FILTERS)).toEqual({
      q: 'peru',
      destination: '',
      duration: '',
      month: '',
      priceMin: '',
      priceMax: '',
    });
    expect(
      filterInput({ ...FILTERS, hidden: [{ name: 'sort', value: 'x' }] }, filterValues(FILTERS)).sort,
    ).toBe('x');
  });
});
