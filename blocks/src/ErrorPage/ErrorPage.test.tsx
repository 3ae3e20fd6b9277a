import type { ErrorPageProps } from '@waypoint/schemas';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ErrorPage } from './ErrorPage.tsx';

const NOT_FOUND: ErrorPageProps = {
  statusCode: 404,
  title: "We can't find that page",
  message: 'The page you are looking for may have moved or no longer exists.',
  cta: { href: '/us', label: 'Back to the home page' },
};

const render = (props: ErrorPageProps) => renderToStaticMarkup(<ErrorPage {...props} />);

describe('ErrorPage', () => {
  const html = render(NOT_FOUND);

  it('titles the page with one h1', () => {
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain('<h1 class="error-page__title">We can&#x27;t find that page</h1>');
  });

  it('tells the status code to everyone, drawn big with a compass for the 0', () => {
    expect(html).toContain('<span class="wp-visually-hidden">404</span>');
    expect(html).toMatch(
      /aria-hidden="true"><span>4<\/span><span class="error-page__compass">.*<\/span><span>4<\/span><\/span>/,
    );
    const serverError = render({ ...NOT_FOUND, statusCode: 500 });
    expect(serverError).toContain('<span class="wp-visually-hidden">500</span>');
    expect(serverError).toMatch(
      /<span>5<\/span><span class="error-page__compass">.*<\/span><span>0<\/span><\/span>/,
    );
    expect(serverError).toContain('error-page--500');
  });

  it('explains what happened and links home', () => {
    expect(html).toContain(
      '<p class="error-page__message">The page you are looking for may have moved or no longer exists.</p>',
    );
    expect(html).toMatch(/<a class="wp-btn error-page__cta" href="\/us">.*Back to the home page<\/a>/);
  });
});
