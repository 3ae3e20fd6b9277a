import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES, Icon } from './icons.tsx';

const pathOf = (name: string) => renderToStaticMarkup(<Icon name={name} />).match(/<path d="([^"]+)"/)?.[1];

describe('Icon', () => {
  it('is decorative: hidden from assistive technology and not focusable', () => {
    const html = renderToStaticMarkup(<Icon name="phone" size={20} />);
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('focusable="false"');
    expect(html).toContain('width="20" height="20"');
  });

  it('draws a distinct shape for every name', () => {
    const paths = ICON_NAMES.map(pathOf);
    expect(paths.every(Boolean)).toBe(true);
    expect(new Set(paths).size).toBe(ICON_NAMES.length);
  });

  it('falls back to the compass for an unknown name', () => {
    expect(pathOf('no-such-icon')).toBe(pathOf('compass'));
  });

  it('fills instead of stroking when asked (stars)', () => {
    const html = renderToStaticMarkup(<Icon name="star" filled />);
    expect(html).toContain('fill="currentColor"');
    expect(html).toContain('stroke-width="0"');
  });
});
