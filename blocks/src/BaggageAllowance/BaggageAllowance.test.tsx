import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BaggageAllowance } from './BaggageAllowance.tsx';
import { baggageProps, mixedBaggageProps } from './story-props.ts';

const text = (html: string) => html.replace(/<[^>]+>/g, '');
const legsOf = (html: string) => html.match(/<li class="baggage-allowance__leg[^"]*"[\s\S]*?<\/li>/g) ?? [];
const suitcases = (leg: string) =>
  leg.match(/<span class="baggage-allowance__icons" aria-hidden="true">[\s\S]*?<\/span>/)?.[0].match(/<svg/g)
    ?.length ?? 0;

describe('BaggageAllowance', () => {
  const html = renderToStaticMarkup(<BaggageAllowance {...baggageProps()} />);

  it('is a section named by its heading', () => {
    const id = html.match(/<section [^>]*aria-labelledby="([^"]+)"/)?.[1];
    expect(html).toContain(`<h2 id="${id}" class="wp-trip-panel__title">Checked baggage</h2>`);
  });

  it('shows a row per leg: its label, a decorative suitcase per piece, and its words', () => {
    const legs = legsOf(html);
    expect(legs.map(text)).toEqual([
      'Outbound2 checked bags of up to 23 kg each',
      'Return2 checked bags of up to 23 kg each',
    ]);
    expect(legs.map(suitcases)).toEqual([2, 2]);
  });

  it('shows a crossed suitcase and the leg’s text when there is no checked bag', () => {
    const [out, back] = legsOf(renderToStaticMarkup(<BaggageAllowance {...mixedBaggageProps()} />));
    expect(suitcases(out!)).toBe(1);
    expect(back).toContain('baggage-allowance__leg--none');
    expect(suitcases(back!)).toBe(1);
    expect(text(back!)).toBe('ReturnNo checked bag included');
  });

  it('caps the suitcases drawn and says how many more', () => {
    const many = renderToStaticMarkup(
      <BaggageAllowance
        {...baggageProps({ legs: [{ label: 'Outbound', pieces: 6, text: '6 checked bags' }] })}
      />,
    );
    const [leg] = legsOf(many);
    expect(leg?.match(/<svg/g)).toHaveLength(4);
    expect(leg).toContain('<span class="baggage-allowance__more">+2</span>');
  });

  it('lists the bags that can be added with their prices, then the note', () => {
    const extras = html.match(/<li class="baggage-allowance__extra">[\s\S]*?<\/li>/g) ?? [];
    expect(extras.map(text)).toEqual([
      'Extra checked bag (23 kg), each way$75.00',
      'Sports equipment (golf, skis)$120.00',
    ]);
    expect(html).toContain('<p class="baggage-allowance__note">Hand luggage: one bag of up to 7 kg');
  });

  it('leaves out the extras and note when there are none', () => {
    const minimal = renderToStaticMarkup(<BaggageAllowance {...baggageProps({ extras: [], note: null })} />);
    expect(minimal).not.toContain('baggage-allowance__extras');
    expect(minimal).not.toContain('baggage-allowance__note');
  });

  it('has no buttons or links (static)', () => {
    expect(html).not.toMatch(/<(a|button) /);
  });
});
