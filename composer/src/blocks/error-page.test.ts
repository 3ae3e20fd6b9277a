import { describe, expect, it } from 'vitest';
import { useKit } from '../../test/block-kit.ts';
import { errorPage } from './error-page.ts';

const kit = useKit();

describe('ErrorPage', () => {
  it.each([404, 500])(
    'is the body of the %i page, with the way back to the market home',
    async (statusCode) => {
      const { props } = await kit.run(errorPage, { ctx: { market: 'es' }, config: { statusCode } });
      expect(props).toEqual([
        {
          statusCode,
          title: expect.any(String),
          message: expect.any(String),
          cta: { href: '/es', label: expect.any(String) },
        },
      ]);
    },
  );

  it("words each status with its own copy, in the visitor's language", async () => {
    const keys = await kit.run(errorPage, { ctx: { translatorMode: true }, config: { statusCode: 404 } });
    expect(keys.props[0]).toMatchObject({
      title: 'errorPage.404.title',
      message: 'errorPage.404.message',
      cta: { href: '/us', label: 'errorPage.backHome' },
    });
    const notFound = await kit.run(errorPage, { config: { statusCode: 404 } });
    const failed = await kit.run(errorPage, { config: { statusCode: 500 } });
    expect(notFound.props[0]!.title).not.toBe(failed.props[0]!.title);
    const french = await kit.run(errorPage, { ctx: { market: 'fr' }, config: { statusCode: 404 } });
    expect(french.props[0]!.title).not.toBe(notFound.props[0]!.title);
  });

  it('is cached per market and language only', () => {
    expect(errorPage.dimensions).toEqual(['market', 'locale']);
  });
});
