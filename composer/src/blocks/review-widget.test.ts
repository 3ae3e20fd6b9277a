import { describe, expect, it } from 'vitest';
import { useKit, withSite } from '../../test/block-kit.ts';
import { reviewWidget } from './review-widget.ts';

const kit = useKit();

const widgetFlag = (on: boolean) => withSite({ reviewWidget: on });

describe('ReviewWidget', () => {
  it('filters 4 and 5 stars with the market tag and the language of the locale', async () => {
    const { props } = await kit.run(reviewWidget, { ctx: { market: 'uk' }, sources: widgetFlag(true) });
    expect(props[0]).toMatchObject({ stars: [4, 5], tag: 'Approved_for_web_uk', language: 'en' });
    const fr = await kit.run(reviewWidget, {
      ctx: { market: 'ca', locale: 'fr-CA' },
      sources: widgetFlag(true),
    });
    expect(fr.props[0]).toMatchObject({ tag: 'Approved_for_web_ca', language: 'fr' });
  });

  it("is hidden when the site context's review widget flag is off", async () => {
    const { result } = await kit.run(reviewWidget, { sources: widgetFlag(false) });
    expect(result).toBeNull();
  });

  it('follows the sandbox flag as served', async () => {
    const { result, sources } = await kit.run(reviewWidget);
    expect(result !== null).toBe((await sources.siteContext()).site.reviewWidget);
  });
});
