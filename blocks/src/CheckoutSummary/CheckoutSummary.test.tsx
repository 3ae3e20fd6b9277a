import type { CheckoutSummaryProps } from '@waypoint/schemas';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { click, hostElements, recordingRuntime } from '../../test/test-kit.tsx';
import { CheckoutSummary } from './CheckoutSummary.tsx';
import { simplifiedProps, summaryProps } from './story-props.ts';

const render = (props: CheckoutSummaryProps) => renderToStaticMarkup(<CheckoutSummary {...props} />);
const text = (html: string) => html.replace(/<[^>]+>/g, '');
const attr = (tag: string, name: string) => tag.match(new RegExp(` ${name}="([^"]*)"`))?.[1];
const linesOf = (html: string) => html.match(/<li class="checkout-summary__line[^"]*"[\s\S]*?<\/li>/g) ?? [];

describe('CheckoutSummary', () => {
  const props = summaryProps();
  const html = render(props);

  it('is a section named by its heading', () => {
    const id = html.match(/<section [^>]*aria-labelledby="([^"]+)"/)?.[1];
    expect(html).toContain(`<h2 id="${id}" class="checkout-summary__title">Your trip</h2>`);
  });

  it('shows the trip’s facts and what it includes', () => {
    const words = text(html);
    for (const fact of Object.values(props.trip)) expect(words).toContain(fact);
    for (const item of props.includes) expect(words).toContain(item);
  });

  it('has a line per price line, with its kind and amount for the tests and analytics', () => {
    const lines = linesOf(html);
    expect(lines.map((line) => [attr(line, 'data-line'), attr(line, 'data-amount')])).toEqual(
      props.lines.map((line) => [line.kind, String(line.amount)]),
    );
    expect(lines[0]).toMatch(/<span class="checkout-summary__line-price">\$6,498\.00<\/span>/);
    expect(text(lines[0]!)).toBe('Japan: Tokyo, Kyoto and Osaka2 × $3,249.00$6,498.00');
  });

  it('whose amounts add up to the total, shown with the per-person price in a polite region', () => {
    const amounts = linesOf(html).map((line) => Number(attr(line, 'data-amount')));
    const total = html.match(
      /<p class="checkout-summary__total" data-total="([^"]+)" aria-live="polite" aria-atomic="true">([\s\S]*?)<\/p>/,
    );
    expect(Number(total?.[1])).toBe(amounts.reduce((a, b) => a + b, 0));
    expect(text(total?.[2] ?? '')).toBe('Total$7,883.00$3,941.50 per person');
  });

  it('marks credit lines and gives removable lines a small button described by the line', () => {
    const discount = linesOf(html).find((line) => line.includes('data-line="discount"'))!;
    expect(discount).toContain('checkout-summary__line--credit');
    const labelId = discount.match(/<span id="([^"]+)" class="checkout-summary__line-label">/)?.[1];
    expect(discount).toMatch(
      new RegExp(`<button type="button" class="checkout-summary__remove" aria-describedby="${labelId}">`),
    );
    const fees = linesOf(html).find((line) => line.includes('data-line="fees"'))!;
    expect(fees).not.toContain('<button');
  });

  it('ends with the note and the next step’s button', () => {
    expect(html).toContain('<p class="checkout-summary__note">Taxes and airline fees included.');
    expect(html).toMatch(
      /<button type="button" class="wp-btn checkout-summary__next">Continue to payment<\/button><\/div><\/div><\/section>$/,
    );
    const minimal = render(summaryProps({ note: null, next: null }));
    expect(minimal).not.toContain('checkout-summary__note');
    expect(minimal).not.toContain('checkout-summary__next');
  });

  it('dispatches a line’s removal and the next step', () => {
    const runtime = recordingRuntime();
    const buttons = hostElements(<CheckoutSummary {...props} />, runtime).filter((e) => e.type === 'button');
    const removeNight = buttons.find((button) => button.props.className === 'checkout-summary__remove')!;
    click(removeNight);
    click(buttons.at(-1)!);
    expect(runtime.calls.map((call) => call.action)).toEqual([
      props.lines.find((line) => line.kind === 'extraNight')?.remove?.action,
      props.next?.action,
    ]);
  });
});

describe('CheckoutSummary simplified', () => {
  const props = simplifiedProps();
  const html = render(props);

  it('shows the total, not the trip, and the lines behind a closed breakdown disclosure', () => {
    expect(html).not.toContain('checkout-summary__trip');
    expect(html).not.toContain('checkout-summary__includes');
    expect(html).toContain('data-total="7883"');
    const toggle = html.match(/<button type="button" class="checkout-summary__toggle"[^>]*>/)?.[0] ?? '';
    expect(attr(toggle, 'aria-expanded')).toBe('false');
    const popoverId = attr(toggle, 'aria-controls');
    expect(html).toMatch(new RegExp(`<div id="${popoverId}" class="checkout-summary__popover" hidden="">`));
    expect(text(html)).toContain('See the price breakdown');
    // The lines are there (for the popover), each with its kind and amount.
    expect(linesOf(html)).toHaveLength(props.lines.length);
  });

  it('opens the breakdown from its button', () => {
    const [toggle] = hostElements(<CheckoutSummary {...props} />, null).filter(
      (e) => e.type === 'button' && e.props.className === 'checkout-summary__toggle',
    );
    expect(typeof toggle?.props.onClick).toBe('function');
  });

  it('keeps the note and the next button', () => {
    expect(text(html)).toContain('Continue to payment');
    expect(text(html)).toContain('Taxes and airline fees included.');
  });
});
