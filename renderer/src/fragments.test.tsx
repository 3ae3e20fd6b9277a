import { useId } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Committed } from './client/hydrated.tsx';
import { splitHoisted } from './fragments.tsx';

function Labelled() {
  const id = useId();
  return (
    <p>
      <label htmlFor={id}>Name</label>
      <input id={id} />
    </p>
  );
}

describe('splitHoisted', () => {
  it('moves the image preloads React puts before a tree out of the fragment', () => {
    const html = renderToString(
      <section>
        <img src="/hero.jpg" alt="" fetchPriority="high" />
      </section>,
    );
    const { hoisted, html: rest } = splitHoisted(html);
    expect(hoisted).toMatch(/^<link rel="preload" as="image" href="\/hero.jpg" fetchPriority="high"\/>$/);
    expect(rest).toMatch(/^<section><img/);
  });

  it('leaves a fragment without hints as it is', () => {
    expect(splitHoisted('<p>x</p>')).toEqual({ hoisted: '', html: '<p>x</p>' });
  });
});

describe('island ids', () => {
  it('are the same with the client wrapper that reports the commit, so hydration matches', () => {
    const options = { identifierPrefix: 'home-us-header:' };
    const server = renderToString(<Labelled />, options);
    const client = renderToString(
      <Committed onCommit={() => undefined}>
        <Labelled />
      </Committed>,
      options,
    );
    expect(client).toBe(server);
    expect(server).toContain('home-us-header:');
  });
});
