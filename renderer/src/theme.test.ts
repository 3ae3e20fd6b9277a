import { describe, expect, it } from 'vitest';
import { errorPage, header, homePage, promotionBar } from '../test/fixtures.ts';
import { cleanThemeValue, layoutHeights, pageVariablesCss, themeColor, themeDeclarations } from './theme.ts';

describe('theme', () => {
  it.each([
    ['#0b5563', '#0b5563'],
    ["'Inter', system-ui, sans-serif", "'Inter', system-ui, sans-serif"],
    ['red; } body { display: none', 'red  body  display: none'],
    ['</style><script>', '/stylescript'],
    ['red /* comment', 'red  comment'],
    ['//** x', 'x'],
    ["'unclosed", ''],
    ['a\\3c b\nc', 'a3c bc'],
  ])('cleans %j to %j', (raw, clean) => {
    expect(cleanThemeValue(raw)).toBe(clean);
  });

  it('keeps only lower-case kebab names', () => {
    expect(themeDeclarations({ 'color-primary': '#fff', 'Color-X': '#000', 'a b': '1', '--x': '2' })).toEqual(
      ['--color-primary:#fff', '----x:2'],
    );
    expect(themeColor({ 'color-primary': ' #abc ' })).toBe('#abc');
    expect(themeColor({})).toBeUndefined();
  });

  it('derives the header and promotion bar heights from their props (storefront.md §9 Layout)', () => {
    expect(layoutHeights(homePage())).toEqual({ mobile: '64px', tabletUp: '72px', promotionBar: '40px' });
    expect(pageVariablesCss(homePage())).toContain('--header-height:64px;--promotion-bar-height:40px}');
    expect(pageVariablesCss(homePage())).toContain('@media (min-width:768px){:root{--header-height:72px}}');
  });

  it('zeroes the heights a page does not show', () => {
    expect(layoutHeights(homePage({}, { header: [header] })).promotionBar).toBe('0px');
    const none = homePage({ layout: 'none' }, { header: [promotionBar, header], main: [errorPage] });
    expect(layoutHeights(none)).toEqual({ mobile: '0px', tabletUp: '0px', promotionBar: '0px' });
  });
});
