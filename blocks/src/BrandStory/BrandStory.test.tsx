import type { BrandStoryProps } from '@waypoint/schemas';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BrandStory } from './BrandStory.tsx';

const cards: BrandStoryProps['cards'] = [
  { icon: 'compass', title: 'At the forefront', text: 'New destinations, years ahead of the crowd.' },
  { icon: 'support', title: 'At your side', text: 'Travel experts before, during and after your trip.' },
  { icon: 'device', title: 'At your fingertips', text: 'Book, manage and pay online.' },
  { icon: 'relax', title: 'At ease', text: 'Flights, hotels and transfers, all organised.' },
];

const video: BrandStoryProps['media'] = {
  kind: 'video',
  thumbnail: { src: '/assets/images/brand-story/video-thumbnail.jpg', alt: 'Travelers watching the sunset' },
  embedUrl: 'https://www.youtube-nocookie.com/embed/waypoint-commercial?autoplay=1&cc_lang_pref=es',
  captionsLanguage: 'es',
  playLabel: 'Reproducir vídeo',
  closeLabel: 'Cerrar vídeo',
};

const render = (media: BrandStoryProps['media']) =>
  renderToStaticMarkup(
    <BrandStory title="Extraordinary journeys, made simple" cards={cards} media={media} />,
  );

describe('BrandStory', () => {
  it('is a section named by its h2 title', () => {
    const html = render(video);
    const name = html.match(/^<section class="brand-story wp-section" aria-labelledby="([^"]+)"/)?.[1];
    expect(html).toContain(
      `<h2 id="${name}" class="wp-heading brand-story__title">Extraordinary journeys, made simple</h2>`,
    );
  });

  it('shows the four cards in order, each with a title and its text', () => {
    const html = render(video);
    const titles = [...html.matchAll(/<h3 class="brand-story__card-title">([^<]+)<\/h3>/g)].map((m) => m[1]);
    expect(titles).toEqual(['At the forefront', 'At your side', 'At your fingertips', 'At ease']);
    expect(html).toContain('Travel experts before, during and after your trip.');
    expect(html.match(/<li class="brand-story__card"><span class="brand-story__icon"><svg/g)).toHaveLength(4);
  });

  it('offers the video behind a labelled play button over the thumbnail', () => {
    const html = render(video);
    expect(html).toContain(
      'src="/assets/images/brand-story/video-thumbnail.jpg" alt="Travelers watching the sunset"',
    );
    expect(html).toMatch(
      /<button type="button" class="brand-story__play" aria-haspopup="dialog">.*Reproducir vídeo<\/span><\/button>/,
    );
  });

  it('does not load the video service before the visitor asks to play', () => {
    const html = render(video);
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('youtube');
    expect(html).toMatch(/<dialog [^>]*class="wp-modal wp-modal--video"/);
    expect(html).toContain('aria-label="Cerrar vídeo"');
  });

  it('shows a static image without play button or modal for FR and DE', () => {
    const html = render({
      kind: 'image',
      image: { src: '/brand-story.jpg', alt: 'A colourful old town', width: 1280, height: 720 },
    });
    expect(html).toMatch(
      /<img class="brand-story__image" src="\/brand-story.jpg" alt="A colourful old town" width="1280" height="720" loading="lazy"/,
    );
    expect(html).not.toContain('<button');
    expect(html).not.toContain('<dialog');
  });
});
