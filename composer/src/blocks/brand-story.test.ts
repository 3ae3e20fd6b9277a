import { describe, expect, it } from 'vitest';
import { useKit } from '../../test/block-kit.ts';
import { brandStory, captionsLanguage } from './brand-story.ts';

const kit = useKit();

describe('BrandStory', () => {
  it('has the four cards of the spec', async () => {
    const { props } = await kit.run(brandStory);
    expect(props[0]!.cards.map((c) => c.title)).toEqual([
      'At the forefront',
      'At your side',
      'At your fingertips',
      'At ease',
    ]);
  });

  it.each([
    ['es', 'es'],
    ['mx', 'es'],
    ['co', 'es'],
    ['us', 'en'],
    ['uk', 'en'],
    ['au', 'en'],
  ] as const)('in %s shows the video with %s captions', async (market, captions) => {
    const { props } = await kit.run(brandStory, { ctx: { market } });
    const media = props[0]!.media;
    expect(media.kind).toBe('video');
    if (media.kind === 'video') {
      expect(media.captionsLanguage).toBe(captions);
      expect(media.embedUrl).toContain('waypoint-commercial');
      expect(media.embedUrl).toContain(`cc_lang_pref=${captions}`);
    }
  });

  it('captions in the language of the page elsewhere (fr-CA gets French)', async () => {
    const { props } = await kit.run(brandStory, { ctx: { market: 'ca', locale: 'fr-CA' } });
    expect(props[0]!.media).toMatchObject({ kind: 'video', captionsLanguage: 'fr' });
  });

  it('pins Spanish captions to the market, whatever the locale', () => {
    expect(captionsLanguage('mx', 'en-GB')).toBe('es');
    expect(captionsLanguage('co', 'fr-FR')).toBe('es');
    expect(captionsLanguage('us', 'en-US')).toBe('en');
    expect(captionsLanguage('us', 'es-US')).toBe('es');
  });

  it.each(['fr', 'de'] as const)('in %s shows a static image instead of the video', async (market) => {
    const { props } = await kit.run(brandStory, { ctx: { market } });
    expect(props[0]!.media.kind).toBe('image');
  });
});
