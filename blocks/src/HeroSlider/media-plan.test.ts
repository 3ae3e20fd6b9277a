import type { Media, ResponsiveMedia } from '@waypoint/schemas';
import { describe, expect, it } from 'vitest';
import { BLANK_IMAGE, hiddenAt, planMedia, queryFor } from './media-plan.ts';

const img = (src: string): Media => ({ type: 'image', src, alt: 'Peru' });
const vid = (name: string): Media => ({
  type: 'video',
  webm: `/${name}.webm`,
  mp4: `/${name}.mp4`,
  poster: `/${name}.jpg`,
  alt: 'Peru',
});
const media = (desktop: Media, tablet: Media, mobile: Media): ResponsiveMedia => ({
  desktop,
  tablet,
  mobile,
});

describe('queryFor', () => {
  it.each([
    [['mobile', 'tablet', 'desktop'], null],
    [['tablet', 'desktop'], '(min-width: 768px)'],
    [['desktop'], '(min-width: 1024px)'],
    [['mobile'], '(max-width: 767.98px)'],
    [['mobile', 'tablet'], '(max-width: 1023.98px)'],
    [['tablet'], '(min-width: 768px) and (max-width: 1023.98px)'],
    [['mobile', 'desktop'], '(max-width: 767.98px), (min-width: 1024px)'],
  ] as const)('%j → %s', (breakpoints, expected) => {
    expect(queryFor(breakpoints)).toBe(expected);
  });
});

describe('planMedia', () => {
  it('gives one picture with a source per distinct image, widest first, and the mobile image as <img>', () => {
    const [picture, ...rest] = planMedia(media(img('/d'), img('/t'), img('/m')));
    expect(rest).toEqual([]);
    expect(picture).toEqual({
      kind: 'picture',
      breakpoints: ['mobile', 'tablet', 'desktop'],
      sources: [
        { media: '(min-width: 1024px)', srcSet: '/d' },
        { media: '(min-width: 768px)', srcSet: '/t' },
      ],
      src: '/m',
      alt: 'Peru',
    });
  });

  it('leaves out a source that repeats the next narrower image', () => {
    const [same] = planMedia(media(img('/a'), img('/a'), img('/a')));
    expect(same).toMatchObject({ sources: [], src: '/a' });
    const [desktopOnly] = planMedia(media(img('/d'), img('/m'), img('/m')));
    expect(desktopOnly).toMatchObject({
      sources: [{ media: '(min-width: 1024px)', srcSet: '/d' }],
      src: '/m',
    });
  });

  it('plays one video where tablet and desktop share it and keeps the image for mobile', () => {
    const [picture, video] = planMedia(media(vid('v'), vid('v'), img('/m')));
    expect(picture).toMatchObject({
      kind: 'picture',
      breakpoints: ['mobile'],
      sources: [{ media: '(min-width: 768px)', srcSet: BLANK_IMAGE }],
      src: '/m',
    });
    expect(video).toMatchObject({
      kind: 'video',
      breakpoints: ['tablet', 'desktop'],
      media: '(min-width: 768px)',
    });
    expect(hiddenAt(picture!)).toEqual(['tablet', 'desktop']);
    expect(hiddenAt(video!)).toEqual(['mobile']);
  });

  it('gives each distinct video its own element and breakpoints', () => {
    const layers = planMedia(media(vid('wide'), vid('narrow'), vid('narrow')));
    expect(layers.map((l) => l.kind)).toEqual(['video', 'video']);
    expect(layers[0]).toMatchObject({ breakpoints: ['mobile', 'tablet'], media: '(max-width: 1023.98px)' });
    expect(layers[1]).toMatchObject({ breakpoints: ['desktop'], media: '(min-width: 1024px)' });
  });

  it('plays a video everywhere without a media query and renders no picture', () => {
    const layers = planMedia(media(vid('v'), vid('v'), vid('v')));
    expect(layers).toHaveLength(1);
    expect(layers[0]).toMatchObject({ kind: 'video', media: null });
    expect(hiddenAt(layers[0]!)).toEqual([]);
  });

  it('uses the blank image for the <img> when only mobile plays a video', () => {
    const [picture, video] = planMedia(media(img('/d'), img('/d'), vid('v')));
    expect(picture).toMatchObject({
      breakpoints: ['tablet', 'desktop'],
      sources: [{ media: '(min-width: 768px)', srcSet: '/d' }],
      src: BLANK_IMAGE,
    });
    expect(video).toMatchObject({ breakpoints: ['mobile'], media: '(max-width: 767.98px)' });
  });
});
