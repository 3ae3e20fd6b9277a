import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TripHeaderText } from './TripHeaderText.tsx';

describe('TripHeaderText', () => {
  it('puts both texts in the HTML, each marked for the screens CSS shows it on', () => {
    const html = renderToStaticMarkup(
      <TripHeaderText
        mobile="Spring sale: up to 30% off"
        tabletUp="Spring sale: up to 30% off until March 31"
      />,
    );
    expect(html).toContain(
      '<p class="trip-header-text__text trip-header-text__text--mobile">Spring sale: up to 30% off</p>',
    );
    expect(html).toContain(
      '<p class="trip-header-text__text trip-header-text__text--tablet-up">Spring sale: up to 30% off until March 31</p>',
    );
  });

  it('renders one text for every screen when both are the same', () => {
    const html = renderToStaticMarkup(
      <TripHeaderText mobile="Free cancellation" tabletUp="Free cancellation" />,
    );
    expect(html.match(/Free cancellation/g)).toHaveLength(1);
    expect(html).not.toContain('--mobile');
  });

  it('keeps its icon away from assistive technology', () => {
    const html = renderToStaticMarkup(<TripHeaderText mobile="a" tabletUp="b" />);
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"/);
  });
});
