import type { PaymentFormProps } from '@waypoint/schemas';
import type { FormEvent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type HostElement, hostElements, recordingRuntime } from '../../test/test-kit.tsx';
import { PaymentForm, paymentRefusal } from './PaymentForm.tsx';
import {
  consentErrorProps,
  declinedProps,
  noMethodProps,
  PAY_ACTION,
  paymentFormProps,
  salesProps,
  simplifiedProps,
} from './story-props.ts';

const render = (props: PaymentFormProps) => renderToStaticMarkup(<PaymentForm {...props} />);
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const attr = (tag: string, name: string) => tag.match(new RegExp(` ${name}="([^"]*)"`))?.[1];
const checkboxOf = (html: string) => html.match(/<input [^>]*type="checkbox"[^>]*>/)?.[0] ?? '';
const payOf = (html: string) => html.match(/<button [^>]*class="wp-btn payment-form__pay"[^>]*>/)?.[0] ?? '';
const linesOf = (html: string) =>
  html.match(/<div [^>]*class="payment-form__line[^"]*">[\s\S]*?<\/div>/g) ?? [];

/** Submits the form with its consent box ticked or not (a real form's control has `checked`). */
function pay(form: HostElement, ticked: boolean) {
  let prevented = false;
  const elements = { namedItem: (name: string) => (name === 'consent' ? { name, checked: ticked } : null) };
  const event = {
    currentTarget: { elements },
    preventDefault() {
      prevented = true;
    },
  } as unknown as FormEvent<HTMLFormElement>;
  const returned = (form.props.onSubmit as (e: FormEvent<HTMLFormElement>) => unknown)(event);
  return { returned, prevented: () => prevented };
}
const formOf = (props: PaymentFormProps, runtime: ReturnType<typeof recordingRuntime> | null) =>
  hostElements(<PaymentForm {...props} />, runtime).find((e) => e.type === 'form')!;

describe('PaymentForm', () => {
  const html = render(paymentFormProps());

  it('is a section named by its heading, with a form posting without validating in the browser', () => {
    const id = html.match(/<section [^>]*aria-labelledby="([^"]+)"/)?.[1];
    expect(html).toContain(`<h2 id="${id}" class="wp-trip-panel__title">Review and pay</h2>`);
    expect(html).toContain(
      `<form class="payment-form__form" noValidate="" aria-labelledby="${id}" method="post">`,
    );
  });

  it('lists the amounts, the strong ones bold, the last one the total to pay now', () => {
    const lines = linesOf(html);
    expect(lines.map(text)).toEqual([
      'Trip total $7,883.00',
      'Card fee 1.5 % $118.25',
      'Total $8,001.25',
      'Before Feb 10, 2025 $6,000.94',
      'To pay now $2,000.31',
    ]);
    expect(lines.map((line) => attr(line, 'class'))).toEqual([
      'payment-form__line',
      'payment-form__line',
      'payment-form__line payment-form__line--strong',
      'payment-form__line',
      'payment-form__line payment-form__line--strong payment-form__line--total',
    ]);
    expect(lines[4]).toContain('<dt class="payment-form__line-label">To pay now</dt>');
  });

  it('has a required consent box labelled with the terms link, unticked as the props say', () => {
    const box = checkboxOf(html);
    expect([attr(box, 'name'), attr(box, 'value'), attr(box, 'data-terms-version')]).toEqual([
      'consent',
      'true',
      '2024-11',
    ]);
    expect(box).toContain('required=""');
    expect(box).not.toContain('checked');
    expect(box).not.toContain('aria-invalid');
    const label =
      html.match(new RegExp(`<label [^>]*for="${attr(box, 'id')}">[\\s\\S]*?</label>`))?.[0] ?? '';
    expect(label).toContain('I have read and accept the booking conditions and the privacy policy.');
    expect(label).toContain(
      '<a class="payment-form__terms" href="/us/legal/terms-and-conditions">Read the terms and conditions</a>',
    );
    expect(checkboxOf(render(declinedProps()))).toContain('checked=""');
  });

  it('shows the consent’s error at the box: invalid and described by it', () => {
    const withError = render(consentErrorProps());
    const box = checkboxOf(withError);
    expect(attr(box, 'aria-invalid')).toBe('true');
    const errorId = attr(box, 'aria-describedby');
    expect(
      text(
        withError.match(
          new RegExp(`<p id="${errorId}" class="payment-form__consent-error">[\\s\\S]*?</p>`),
        )?.[0] ?? '',
      ),
    ).toBe('Accept the booking conditions to pay.');
    expect(withError).toContain('payment-form__consent--invalid');
  });

  it('shows the last payment’s error in an alert, kept empty otherwise', () => {
    expect(html).toContain('<div class="payment-form__alert" role="alert" tabindex="-1"></div>');
    const declined = render(declinedProps());
    expect(
      text(declined.match(/<div class="payment-form__alert" role="alert"[\s\S]*?<\/div>/)?.[0] ?? ''),
    ).toBe('Your card was declined. Try again with another card, or choose another payment method.');
  });

  it('has the pay button described by the total to pay now, and the provider’s note', () => {
    const button = payOf(html);
    expect(attr(button, 'type')).toBe('submit');
    expect(button).not.toContain('disabled');
    expect(html).toContain(
      `<div id="${attr(button, 'aria-describedby')}" class="payment-form__line payment-form__line--strong payment-form__line--total">`,
    );
    expect(text(html)).toContain('Pay $2,000.31');
    expect(text(html)).toContain('we never see or keep your card number');
    expect(html).not.toContain('payment-form__moto');
  });

  it('disables the pay button when the server says so', () => {
    expect(payOf(render(noMethodProps()))).toContain('disabled=""');
  });

  it('shows the telephone-order note on the sales site', () => {
    const sales = render(salesProps());
    expect(text(sales.match(/<p class="payment-form__moto">[\s\S]*?<\/p>/)?.[0] ?? '')).toContain(
      'Telephone order',
    );
    expect(sales).not.toContain('payment-form__provider');
  });

  it('simplified: the total alone, with the consent and the button', () => {
    const simple = render(simplifiedProps());
    expect(simple).toContain('class="payment-form wp-trip-block payment-form--simplified"');
    expect(linesOf(simple).map(text)).toEqual(['To pay now $2,000.31']);
    expect(checkboxOf(simple)).toContain('name="consent"');
    expect(attr(payOf(simple), 'aria-describedby')).toBeTruthy();
  });
});

describe('PaymentForm paying', () => {
  it('dispatches pay with the consent added, ticked or not, and stays on the page', async () => {
    const runtime = recordingRuntime();
    const ticked = pay(formOf(paymentFormProps(), runtime), true);
    expect(ticked.prevented()).toBe(true);
    await ticked.returned;
    await pay(formOf(paymentFormProps(), runtime), false).returned;
    expect(runtime.calls).toEqual([
      { action: PAY_ACTION, extra: { consent: true }, rest: [] },
      { action: PAY_ACTION, extra: { consent: false }, rest: [] },
    ]);
  });

  it('does not dispatch when the server disabled paying', async () => {
    const runtime = recordingRuntime();
    const sent = pay(formOf(noMethodProps(), runtime), true);
    expect(sent.prevented()).toBe(true);
    await sent.returned;
    expect(runtime.calls).toEqual([]);
  });

  it('takes a refusal without throwing', async () => {
    const runtime = recordingRuntime(() => ({
      status: 'refused',
      errors: [{ field: 'consent', code: 'required', message: 'Accept the conditions.' }],
    }));
    await expect(pay(formOf(paymentFormProps(), runtime), false).returned).resolves.toBeUndefined();
  });

  it('posts as a plain form without a runtime', () => {
    expect(pay(formOf(paymentFormProps(), null), true).prevented()).toBe(false);
  });
});

describe('paymentRefusal', () => {
  it('puts the consent’s error at the box and the others, once each, above the form', () => {
    const error = (field: string, message: string) => ({ field, code: 'x', message });
    expect(
      paymentRefusal([
        error('consent', 'Accept the conditions.'),
        error('orderAttempt', 'Your trip is no longer held.'),
        error('payment', 'Your trip is no longer held.'),
      ]),
    ).toEqual({ consent: 'Accept the conditions.', form: ['Your trip is no longer held.'] });
    expect(paymentRefusal([])).toEqual({ consent: null, form: [] });
  });
});
