import type { PromiseSectionProps } from '@waypoint/schemas';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PromiseSection } from './PromiseSection.tsx';

const props: PromiseSectionProps = {
  title: 'Why travel with us',
  boxes: [
    {
      icon: 'best-price',
      title: 'Best price guarantee',
      text: "Found the same trip for less? We'll match the price.",
      link: { href: '/us/bestpriceguarantee', label: 'How it works' },
    },
    { icon: 'experts', title: 'Designed by experts', text: 'Crafted by specialists.', link: null },
    {
      icon: 'support',
      title: 'With you all the way',
      text: 'A phone call away.',
      link: { href: 'tel:+18005550142', label: 'Call +1 (800) 555-0142' },
    },
    { icon: 'payment', title: 'Pay your way', text: 'Flexible plans.', link: null },
  ],
};

const boxesOf = (html: string) => html.split('<li class="promise-section__box">').slice(1);

describe('PromiseSection', () => {
  const html = renderToStaticMarkup(<PromiseSection {...props} />);
  const boxes = boxesOf(html);

  it('is a section named by its h2 title', () => {
    const name = html.match(/^<section class="promise-section wp-section" aria-labelledby="([^"]+)"/)?.[1];
    expect(html).toMatch(new RegExp(`<h2 id="${name}"[^>]*>Why travel with us</h2>`));
  });

  it('shows every box in order with its icon, title and text', () => {
    expect(boxes).toHaveLength(4);
    const titles = boxes.map((box) => box.match(/<h3 class="promise-section__title">([^<]+)<\/h3>/)?.[1]);
    expect(titles).toEqual([
      'Best price guarantee',
      'Designed by experts',
      'With you all the way',
      'Pay your way',
    ]);
    expect(boxes[0]).toContain('Found the same trip for less? We&#x27;ll match the price.');
    expect(boxes.every((box) => box.startsWith('<span class="promise-section__icon"><svg'))).toBe(true);
  });

  it('links the first box to the best price guarantee and the third to the phone', () => {
    expect(boxes[0]).toMatch(
      /<a class="promise-section__link" href="\/us\/bestpriceguarantee">How it works<svg/,
    );
    expect(boxes[2]).toMatch(
      /<a class="promise-section__link" href="tel:\+18005550142">Call \+1 \(800\) 555-0142<svg/,
    );
  });

  it('shows no link in a box without one', () => {
    expect(boxes[1]).not.toContain('<a ');
    expect(boxes[3]).not.toContain('<a ');
  });

  it('opens an external link in a new tab, safely', () => {
    const external = renderToStaticMarkup(
      <PromiseSection
        title="Why travel with us"
        boxes={[
          { ...props.boxes[0]!, link: { href: 'https://reviews.example', label: 'Reviews', external: true } },
        ]}
      />,
    );
    expect(external).toContain('href="https://reviews.example" target="_blank" rel="noopener noreferrer"');
    expect(html).not.toContain('target="_blank"');
  });
});
