import type { CategorySelectorProps } from '@waypoint/schemas';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { click, hostElements, recordingRuntime } from '../../test/test-kit.tsx';
import { CategorySelector } from './CategorySelector.tsx';

type Option = CategorySelectorProps['options'][number];

const TABS: CategorySelectorProps['tabs'] = [
  { title: 'Hotels', html: '<ul><li>Hotel Gracery Shinjuku</li></ul>' },
  { title: 'Included', html: '<p>Return flights</p>' },
  { title: 'Not included', html: '<p>Insurance</p>' },
];

const category = (id: number, title: string, fromPrice: string, selected: boolean): Option => ({
  id,
  title,
  fromPrice,
  selected,
  href: `/us/japan/412-tokyo?category=${id}`,
  action: { kind: 'submit', action: 'selectCategory', input: { category: id } },
});

const props: CategorySelectorProps = {
  title: 'Choose your category',
  fromLabel: 'From',
  options: [category(7, 'Comfort', '$3,249.00', true), category(8, 'Superior', '$3,899.00', false)],
  tabs: TABS,
  notice: null,
};

const render = (overrides: Partial<CategorySelectorProps> = {}) =>
  renderToStaticMarkup(<CategorySelector {...props} {...overrides} />);
const links = (html: string) => html.match(/<a [^>]*>.*?<\/a>/g) ?? [];
const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('CategorySelector', () => {
  const html = render();

  it('is a section named by its h2', () => {
    const id = html.match(/^<section [^>]*aria-labelledby="([^"]+)"/)?.[1];
    expect(html).toMatch(new RegExp(`<h2 id="${id}"[^>]*>Choose your category</h2>`));
  });

  it('makes every category a real link with its title and from-price', () => {
    expect(links(html).map((link) => link.match(/href="([^"]+)"/)?.[1])).toEqual([
      '/us/japan/412-tokyo?category=7',
      '/us/japan/412-tokyo?category=8',
    ]);
    expect(links(html).map(text)).toEqual(['ComfortFrom $3,249.00', 'SuperiorFrom $3,899.00']);
  });

  it('marks the chosen category as current', () => {
    expect(links(html).map((link) => link.includes('aria-current="true"'))).toEqual([true, false]);
    const second = render({ options: props.options.map((o) => ({ ...o, selected: o.id === 8 })) });
    expect(links(second).map((link) => link.includes('aria-current="true"'))).toEqual([false, true]);
  });

  it("shows the chosen category's details as a tab list named by the category, the first tab open", () => {
    expect(html).toContain('role="tablist" aria-label="Comfort"');
    const tabs = html.match(/<button[^>]*role="tab"[^>]*>[^<]*<\/button>/g) ?? [];
    expect(tabs.map(text)).toEqual(['Hotels', 'Included', 'Not included']);
    expect(tabs.map((tab) => tab.match(/aria-selected="(\w+)"/)?.[1])).toEqual(['true', 'false', 'false']);
    // One tab stop for the list: the selected tab.
    expect(tabs.map((tab) => tab.match(/tabindex="(-?\d)"/)?.[1])).toEqual(['0', '-1', '-1']);
  });

  it('ties each tab to its panel; only the open panel shows', () => {
    const tabs = [...html.matchAll(/<button[^>]*id="([^"]+)"[^>]*aria-controls="([^"]+)"/g)];
    const panels = [
      ...html.matchAll(/<div role="tabpanel" id="([^"]+)"[^>]*aria-labelledby="([^"]+)"([^>]*)>/g),
    ];
    expect(panels).toHaveLength(3);
    panels.forEach((panel, index) => {
      expect(panel[1]).toBe(tabs[index]?.[2]);
      expect(panel[2]).toBe(tabs[index]?.[1]);
      expect(panel[3]?.includes('hidden=""')).toBe(index !== 0);
    });
    expect(html).toContain('<ul><li>Hotel Gracery Shinjuku</li></ul>');
  });

  it('titles every panel too, for pages without scripting (CSS shows them all, without the tab list)', () => {
    const titles = html.match(/<h3 class="category-selector__panel-title">[^<]+<\/h3>/g) ?? [];
    expect(titles.map(text)).toEqual(['Hotels', 'Included', 'Not included']);
  });

  it('shows a single details tab as a titled section, not a tab list', () => {
    const single = render({
      options: props.options.map((o) => ({ ...o, selected: o.id === 8 })),
      tabs: [{ title: 'Suites', html: '<p>Suites</p>' }],
    });
    expect(single).not.toContain('role="tablist"');
    expect(single).toMatch(
      /<h3[^>]*>Suites<\/h3><div class="category-selector__panel wp-prose"><p>Suites<\/p>/,
    );
  });

  it('says why the category was changed in a polite live region', () => {
    expect(html).toContain('<div role="status" class="wp-status"></div>');
    expect(render({ notice: 'Private tour is not offered from New York.' })).toMatch(
      /<div role="status" class="wp-status"><p class="wp-notice">.*Private tour is not offered from New York.<\/span><\/p><\/div>/,
    );
  });
});

describe('CategorySelector interactions', () => {
  it('a category link dispatches its action through the runtime instead of loading the page', () => {
    const runtime = recordingRuntime();
    const [, superior] = hostElements(<CategorySelector {...props} />, runtime).filter((e) => e.type === 'a');
    expect(click(superior!).prevented).toBe(true);
    expect(runtime.calls.map((call) => call.action)).toEqual([
      { kind: 'submit', action: 'selectCategory', input: { category: 8 } },
    ]);
  });

  it('without a runtime the link loads the page with that category', () => {
    const [, superior] = hostElements(<CategorySelector {...props} />, null).filter((e) => e.type === 'a');
    expect(click(superior!).prevented).toBe(false);
  });

  it('tabs take the arrow keys, Home and End, and leave other keys to the browser', () => {
    const tabs = hostElements(<CategorySelector {...props} />, null).filter((e) => e.props.role === 'tab');
    expect(tabs).toHaveLength(3);
    expect(tabs.every((tab) => tab.type === 'button' && tab.props.type === 'button')).toBe(true);
    const press = (key: string) => {
      let prevented = false;
      const onKeyDown = tabs[0]!.props.onKeyDown as (event: unknown) => void;
      onKeyDown({ key, preventDefault: () => (prevented = true) });
      return prevented;
    };
    expect(['ArrowRight', 'ArrowLeft', 'Home', 'End'].map(press)).toEqual([true, true, true, true]);
    expect(['ArrowDown', 'Tab', 'Enter'].map(press)).toEqual([false, false, false]);
  });
});
