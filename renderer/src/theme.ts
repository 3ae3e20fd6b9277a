/**
 * Per-page custom properties: the affiliate theme (page.theme) and the layout heights the sticky header
 * region needs (storefront.md §9 Layout; §2 anchor scrolling subtracts the header and promotion bar).
 * Theme names and values come from content, so they are validated and stripped before they reach CSS.
 */
import type { Block, PageTree } from '@waypoint/schemas';

const NAME = /^[a-z0-9-]+$/;
/** Characters that could end a declaration, a rule or the <style> element, and control characters. */
const UNSAFE_VALUE = /[;{}<>\\\p{Cc}]/gu;
/** buying-flow.md §9: tablet and up from 768px. */
const TABLET_UP = '(min-width:768px)';

/** The value with unsafe characters and comment openers removed; '' when its quotes do not pair up. */
export function cleanThemeValue(value: string): string {
  let v = value.replace(UNSAFE_VALUE, '');
  while (v.includes('/*')) v = v.replaceAll('/*', '');
  // An unclosed CSS string would swallow every declaration after it.
  if ((v.split("'").length - 1) % 2 === 1 || (v.split('"').length - 1) % 2 === 1) return '';
  return v.trim();
}

/** `--name:value` declarations of the theme, invalid names dropped. */
export function themeDeclarations(theme: Record<string, string> | undefined): string[] {
  if (!theme) return [];
  const out: string[] = [];
  for (const [name, raw] of Object.entries(theme)) {
    if (!NAME.test(name) || typeof raw !== 'string') continue;
    const value = cleanThemeValue(raw);
    if (value) out.push(`--${name}:${value}`);
  }
  return out;
}

/** The theme's primary colour for `<meta name="theme-color">`, when it has one. */
export function themeColor(theme: Record<string, string> | undefined): string | undefined {
  const raw = theme?.['color-primary'];
  const value = typeof raw === 'string' ? cleanThemeValue(raw) : '';
  return value || undefined;
}

function firstOf<T extends Block['type']>(blocks: Block[], type: T): Extract<Block, { type: T }> | undefined {
  return blocks.find((b): b is Extract<Block, { type: T }> => b.type === type);
}

function px(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? `${Math.round(value)}px` : '0px';
}

export interface LayoutHeights {
  mobile: string;
  tabletUp: string;
  promotionBar: string;
}

/** Header and promotion bar heights from their props; zero when the page does not show them. */
export function layoutHeights(tree: PageTree): LayoutHeights {
  const header = tree.page.layout === 'none' ? [] : tree.regions.header;
  const h = firstOf(header, 'Header')?.props.heights;
  const bar = firstOf(header, 'PromotionBar')?.props;
  return {
    mobile: px(h?.mobile),
    tabletUp: px(h?.tabletUp),
    promotionBar: px(bar?.height),
  };
}

/** Whether the header region sticks: the Header's `sticky` prop (true unless it says otherwise). */
export function headerIsSticky(header: Block[]): boolean {
  return firstOf(header, 'Header')?.props.sticky !== false;
}

/** The `:root{...}` rules for the page: theme first, then the layout heights. */
export function pageVariablesCss(tree: PageTree): string {
  const heights = layoutHeights(tree);
  const root = [
    ...themeDeclarations(tree.page.theme),
    `--header-height:${heights.mobile}`,
    `--promotion-bar-height:${heights.promotionBar}`,
  ];
  return `:root{${root.join(';')}}@media ${TABLET_UP}{:root{--header-height:${heights.tabletUp}}}`;
}
