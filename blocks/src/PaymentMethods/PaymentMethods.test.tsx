import type { PaymentMethodsProps } from '@waypoint/schemas';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { hostElements, recordingRuntime, submit } from '../../test/test-kit.tsx';
import { refusalMessage } from '../shared/PaymentChoices.tsx';
import { PaymentMethods } from './PaymentMethods.tsx';
import { chooseAction, paymentMethodsProps, withoutPromoProps } from './story-props.ts';

const render = (props: PaymentMethodsProps) => renderToStaticMarkup(<PaymentMethods {...props} />);
const text = (html: string) => html.replace(/<[^>]+>/g, '');
const attr = (tag: string, name: string) => tag.match(new RegExp(` ${name}="([^"]*)"`))?.[1];
const radios = (html: string) => html.match(/<input [^>]*type="radio"[^>]*>/g) ?? [];
const cardOf = (html: string, value: string) =>
  html.match(new RegExp(`<li class="payment-choice[^"]*" data-value="${value}">[\\s\\S]*?</li>`))?.[0] ?? '';
const elements = (props: PaymentMethodsProps, runtime: ReturnType<typeof recordingRuntime> | null) =>
  hostElements(<PaymentMethods {...props} />, runtime);

describe('PaymentMethods', () => {
  const html = render(paymentMethodsProps());

  it('is a form whose fieldset’s legend is the section’s heading', () => {
    const id = html.match(/<section [^>]*aria-labelledby="([^"]+)"/)?.[1];
    expect(html).toMatch(
      new RegExp(
        `<form class="payment-choices payment-methods__form" noValidate="" method="post"><fieldset class="payment-choices__fieldset"><legend class="payment-choices__legend"><h2 id="${id}" class="wp-trip-panel__title">How would you like to pay\\?</h2></legend>`,
      ),
    );
  });

  it('has a radio per method, named by its label, the chosen one checked', () => {
    const inputs = radios(html);
    expect(inputs.map((input) => attr(input, 'value'))).toEqual(['1', '6', '9']);
    expect(inputs.every((input) => attr(input, 'name') === 'paymentMethod')).toBe(true);
    expect(inputs.map((input) => input.includes('checked=""'))).toEqual([true, false, false]);
    for (const input of inputs) {
      const id = attr(input, 'id');
      expect(html).toMatch(new RegExp(`<label id="[^"]+" class="payment-choice__label" for="${id}">`));
    }
    expect(text(cardOf(html, '6'))).toBe('Bank transfer (ACH)');
  });

  it('shows a method’s fee line, describing its radio, and none for a method without a fee', () => {
    const card = cardOf(html, '1');
    const feeId = attr(radios(card)[0]!, 'aria-describedby');
    expect(card).toContain(
      `<div id="${feeId}" class="payment-choice__details"><span class="payment-methods__fee">Card fee 1.5 %: $118.25</span></div>`,
    );
    expect(radios(cardOf(html, '6'))[0]).not.toContain('aria-describedby');
    expect(cardOf(html, '6')).not.toContain('payment-choice__details');
  });

  it('shows the prompt, describing the group, only while no method is chosen', () => {
    expect(html).not.toContain('payment-choices__prompt');
    const none = render(paymentMethodsProps(null));
    const promptId = attr(none.match(/<fieldset [^>]*>/)?.[0] ?? '', 'aria-describedby');
    expect(none).toContain(
      `<p id="${promptId}" class="payment-choices__prompt">Choose a payment method to see the amount to pay.</p>`,
    );
    expect(radios(none).some((input) => input.includes('checked'))).toBe(false);
  });

  it('shows the buy-now-pay-later promo as a note, and none where there is none', () => {
    expect(text(html.match(/<p class="payment-methods__promo">[\s\S]*?<\/p>/)?.[0] ?? '')).toContain(
      'Pay monthly from $657/mo at 0% APR',
    );
    const plain = render(withoutPromoProps());
    expect(plain).not.toContain('payment-methods__promo');
    expect(radios(plain)).toHaveLength(2);
  });

  it('keeps an empty alert region for a refused choice', () => {
    expect(html).toContain('<div class="payment-choices__alert" role="alert"></div>');
  });

  it('gives each card a submit button for pages without scripting, named by its label', () => {
    const card = cardOf(html, '9');
    const button = card.match(/<button [^>]*>/)?.[0] ?? '';
    expect([attr(button, 'type'), attr(button, 'name'), attr(button, 'value')]).toEqual([
      'submit',
      'paymentMethod',
      '9',
    ]);
    expect(card).toContain(`<label id="${attr(button, 'aria-labelledby')}"`);
    expect(attr(button, 'aria-describedby')).toBe(attr(radios(card)[0]!, 'aria-describedby'));
    expect(attr(button, 'aria-pressed')).toBe('false');
    expect(attr(cardOf(html, '1').match(/<button [^>]*>/)?.[0] ?? '', 'aria-pressed')).toBe('true');
  });
});

describe('PaymentMethods choosing', () => {
  it('dispatches the chosen method’s action, with no extra input', () => {
    const runtime = recordingRuntime();
    const radio = elements(paymentMethodsProps(null), runtime).find(
      (e) => e.type === 'input' && e.props.value === '9',
    );
    (radio!.props.onChange as () => void)();
    expect(runtime.calls).toEqual([{ action: chooseAction(9), extra: undefined, rest: [] }]);
  });

  it('never posts the form with the runtime; posts it as a plain form without one', () => {
    const form = (runtime: ReturnType<typeof recordingRuntime> | null) =>
      elements(paymentMethodsProps(), runtime).find((e) => e.type === 'form')!;
    const runtime = recordingRuntime();
    expect(submit(form(runtime), { paymentMethod: '1' }).prevented).toBe(true);
    expect(runtime.calls).toEqual([]);
    expect(submit(form(null), { paymentMethod: '6' }).prevented).toBe(false);
  });

  it('shows a refusal’s first message', () => {
    expect(refusalMessage([{ message: 'A.' }, { message: 'B.' }])).toBe('A.');
    expect(refusalMessage([])).toBeNull();
  });
});
