import { HERO_AUTOPLAY_MS, SUB_BRAND_LOGO_MARKER } from '@waypoint/config';
import type { UpstreamHeroSlide, UpstreamHome } from '@waypoint/schemas';
import { describe, expect, it } from 'vitest';
import { useKit } from '../../test/block-kit.ts';
import type { DataSources } from '../sources/data-sources.ts';
import { heroSlider } from './hero-slider.ts';

const kit = useKit();

const image = (src: string) => ({ type: 'image' as const, src, poster: null, webm: null, mp4: null });
const untyped = { type: null, src: null, poster: null, webm: null, mp4: null };

function slide(id: number, patch: Partial<UpstreamHeroSlide> = {}): UpstreamHeroSlide {
  return {
    id,
    slug: `landing/slide-${id}`,
    backgroundSrc: {
      desktop: image(`/d${id}.jpg`),
      tablet: image(`/t${id}.jpg`),
      mobile: image(`/m${id}.jpg`),
    },
    texts: { title: `Slide ${id}`, detail: null, intro: null, subtitle: null },
    cta: { url: '/ignored', name: `Go ${id}` },
    ...patch,
  };
}

/** Real home data from the sandbox with the slides replaced. */
const withSlides =
  (slides: UpstreamHeroSlide[]) =>
  (real: DataSources): Partial<DataSources> => ({
    home: async (): Promise<UpstreamHome> => ({ ...(await real.home()), slides }),
  });

describe('HeroSlider', () => {
  it('shows the sandbox slides whose desktop background has a type, as an autoplaying carousel', async () => {
    const { props, sources } = await kit.run(heroSlider);
    const home = await sources.home();
    const typed = home.slides.filter((s) => s.backgroundSrc.desktop.type !== null);
    expect(typed.length).toBeGreaterThan(1);
    expect(props).toHaveLength(1);
    const hero = props[0]!;
    expect(hero.slides.map((s) => s.id)).toEqual(typed.slice(0, 10).map((s) => String(s.id)));
    expect(hero.variant).toBe('carousel');
    expect(hero.autoplayMs).toBe(HERO_AUTOPLAY_MS);
    expect(hero.autoplayMs).toBe(16_000);
    for (const s of hero.slides)
      expect(s.cta.href.startsWith('/us/') || /^https?:/.test(s.cta.href)).toBe(true);
    expect(hero.labels).toEqual({
      previous: 'Previous slide',
      next: 'Next slide',
      goToSlide: 'Go to slide',
      pause: 'Pause slideshow',
      play: 'Play slideshow',
      carousel: 'carousel',
      slide: 'slide',
    });
  });

  it.each([
    ['es' as const, 'Pausar la presentación', 'Reproducir la presentación', 'carrusel', 'diapositiva'],
    ['fr' as const, 'Mettre le diaporama en pause', 'Lancer le diaporama', 'carrousel', 'diapositive'],
    ['de' as const, 'Diashow pausieren', 'Diashow abspielen', 'Karussell', 'Folie'],
  ])(
    'translates the controls and the carousel role names in %s',
    async (market, pause, play, carousel, slide) => {
      const { props } = await kit.run(heroSlider, { ctx: { market } });
      expect(props[0]!.labels).toMatchObject({ pause, play, carousel, slide });
    },
  );

  it('drops slides whose desktop background has no type', async () => {
    const slides = [
      slide(1),
      slide(2, { backgroundSrc: { desktop: untyped, tablet: image('/t'), mobile: image('/m') } }),
    ];
    const { props } = await kit.run(heroSlider, { sources: withSlides(slides) });
    expect(props[0]!.slides.map((s) => s.id)).toEqual(['1']);
  });

  it('gives a static banner for one slide and hides the block without slides', async () => {
    const one = await kit.run(heroSlider, { sources: withSlides([slide(7)]) });
    expect(one.props[0]!.variant).toBe('static');
    const none = await kit.run(heroSlider, { sources: withSlides([]) });
    expect(none.result).toBeNull();
    const untypedOnly = await kit.run(heroSlider, {
      sources: withSlides([
        slide(3, { backgroundSrc: { desktop: untyped, tablet: untyped, mobile: untyped } }),
      ]),
    });
    expect(untypedOnly.result).toBeNull();
  });

  it('picks media per breakpoint: an image, or a video with webm, mp4 and poster', async () => {
    const video = { type: 'video' as const, src: null, poster: '/p.jpg', webm: '/v.webm', mp4: '/v.mp4' };
    const slides = [
      slide(1, { backgroundSrc: { desktop: video, tablet: image('/t.jpg'), mobile: untyped } }),
    ];
    const { props } = await kit.run(heroSlider, { sources: withSlides(slides) });
    const media = props[0]!.slides[0]!.media;
    expect(media.desktop).toEqual({
      type: 'video',
      poster: '/p.jpg',
      webm: '/v.webm',
      mp4: '/v.mp4',
      alt: 'Slide 1',
    });
    expect(media.tablet).toEqual({ type: 'image', src: '/t.jpg', alt: 'Slide 1' });
    // A breakpoint without media of its own falls back to the next larger one.
    expect(media.mobile).toEqual(media.tablet);
  });

  it('drops a video slide that lacks one of its sources', async () => {
    const broken = { type: 'video' as const, src: null, poster: '/p.jpg', webm: null, mp4: '/v.mp4' };
    const slides = [
      slide(1),
      slide(2, { backgroundSrc: { desktop: broken, tablet: broken, mobile: broken } }),
    ];
    const { props } = await kit.run(heroSlider, { sources: withSlides(slides) });
    expect(props[0]!.slides.map((s) => s.id)).toEqual(['1']);
    expect(props[0]!.variant).toBe('static');
  });

  it('links the CTA to the slide slug, market-prefixed when relative', async () => {
    const slides = [
      slide(1, { slug: 'landing/safari' }),
      slide(2, { slug: '/es/landing/japon' }),
      slide(3, { slug: 'https://partner.example/offer' }),
    ];
    const { props } = await kit.run(heroSlider, { ctx: { market: 'es' }, sources: withSlides(slides) });
    expect(props[0]!.slides.map((s) => s.cta)).toEqual([
      { href: '/es/landing/safari', label: 'Go 1' },
      { href: '/es/landing/japon', label: 'Go 2' },
      { href: 'https://partner.example/offer', label: 'Go 3' },
    ]);
  });

  describe('intro with the sub-brand logo marker', () => {
    const marked = `Travel with <strong>${SUB_BRAND_LOGO_MARKER}</strong>`;
    const slides = [slide(1, { texts: { title: 'A', detail: null, subtitle: null, intro: marked } })];

    it('is shown to a plain visitor with the marker replaced by the brand icon (the sandbox has such a slide)', async () => {
      const real = await kit.run(heroSlider);
      const intros = real.props[0]!.slides.map((s) => s.introHtml ?? '');
      expect(intros.some((i) => i.includes('class="sub-brand-logo"'))).toBe(true);
      expect(intros.some((i) => i.includes(SUB_BRAND_LOGO_MARKER))).toBe(false);
      const { props } = await kit.run(heroSlider, { sources: withSlides(slides) });
      expect(props[0]!.slides[0]!.introHtml).toBe(
        'Travel with <strong><img class="sub-brand-logo" src="/assets/images/logos/waypoint-icon.svg" alt="Waypoint" width="24" height="24"></strong>',
      );
    });

    it.each([
      ['an advisor', { isAdvisor: true }],
      ['a visitor with a utm_reseller cookie', { hasResellerCookie: true }],
      [
        'a private-label visitor',
        {
          advisor: {
            id: 9,
            name: 'Ana',
            email: 'ana@agency.test',
            photo: null,
            phone: '+1 202 555 0100',
            agencyLogo: null,
          },
        },
      ],
    ])('is hidden for %s', async (_, ctx) => {
      const { props } = await kit.run(heroSlider, { ctx, sources: withSlides(slides) });
      expect(props[0]!.slides[0]!.introHtml).toBeNull();
    });

    it('without the marker, is shown to an advisor too', async () => {
      const plain = [
        slide(1, { texts: { title: 'A', detail: null, subtitle: null, intro: 'Hand-picked tours' } }),
      ];
      const { props } = await kit.run(heroSlider, { ctx: { isAdvisor: true }, sources: withSlides(plain) });
      expect(props[0]!.slides[0]!.introHtml).toBe('Hand-picked tours');
    });
  });

  it('sanitises the HTML texts down to inline formatting', async () => {
    const title =
      '<h1 onclick="steal()">Big <em>trip</em></h1><script>alert(1)</script><a href="javascript:x()">go</a>';
    const slides = [
      slide(1, {
        texts: { title, detail: '<img src=x onerror=alert(1)>', intro: null, subtitle: '<b>Now</b>' },
      }),
    ];
    const { props } = await kit.run(heroSlider, { sources: withSlides(slides) });
    const s = props[0]!.slides[0]!;
    expect(s.titleHtml).toBe('Big <em>trip</em>go');
    expect(s.detailHtml).toBeNull();
    expect(s.subtitleHtml).toBe('<b>Now</b>');
  });

  it('keeps at most maxSlides slides', async () => {
    const { props } = await kit.run(heroSlider, {
      config: { maxSlides: 2 },
      sources: withSlides([slide(1), slide(2), slide(3)]),
    });
    expect(props[0]!.slides).toHaveLength(2);
  });
});
