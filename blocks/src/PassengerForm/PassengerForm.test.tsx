import type { PassengerFormProps } from '@waypoint/schemas';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { hostElements, recordingRuntime, submit } from '../../test/test-kit.tsx';
import { PassengerForm } from './PassengerForm.tsx';
import { collectPassengers, fieldNames, readControl, refusalOf } from './passenger-values.ts';
import { passengerFormProps, SAVE_ACTION, withErrorsProps } from './story-props.ts';

const render = (props: PassengerFormProps) => renderToStaticMarkup(<PassengerForm {...props} />);
const text = (html: string) => html.replace(/<[^>]+>/g, '');
const attr = (tag: string, name: string) => tag.match(new RegExp(` ${name}="([^"]*)"`))?.[1];
const inputOf = (html: string, name: string) =>
  html.match(new RegExp(`<input [^>]*name="${name}"[^>]*>`))?.[0] ?? '';
const fieldsets = (html: string) => html.match(/<fieldset [\s\S]*?<\/fieldset>/g) ?? [];
const formOf = (props: PassengerFormProps, runtime: ReturnType<typeof recordingRuntime> | null) =>
  hostElements(<PassengerForm {...props} />, runtime).find((e) => e.type === 'form')!;

describe('PassengerForm', () => {
  const props = passengerFormProps();
  const html = render(props);

  it('is a form named by the section’s heading, posting without validating in the browser', () => {
    const id = html.match(/<section [^>]*aria-labelledby="([^"]+)"/)?.[1];
    expect(html).toMatch(new RegExp(`<h2 id="${id}"[^>]*>Who is travelling\\?</h2>`));
    expect(html).toMatch(
      new RegExp(`<form class="passenger-form__form" noValidate="" aria-labelledby="${id}" method="post">`),
    );
    expect(text(html)).toContain('You can book without an account');
  });

  it('has a fieldset per passenger, its title and age band as the legend', () => {
    const legends = fieldsets(html).map((set) => text(set.match(/<legend[\s\S]*?<\/legend>/)?.[0] ?? ''));
    expect(legends).toEqual([
      'Adult 1 12 years and over',
      'Adult 2 12 years and over',
      'Child 1 2 to 11 years',
    ]);
  });

  it('labels each input, named by its path in the action’s input', () => {
    expect(fieldNames(props.passengers)).toHaveLength(6 + 4 + 4);
    for (const name of fieldNames(props.passengers)) {
      const input = inputOf(html, name);
      const id = attr(input, 'id');
      expect(id, name).toBeTruthy();
      expect(html).toMatch(new RegExp(`<label class="wp-field__label" for="${id}">`));
    }
    const first = inputOf(html, 'passengers.0.firstName');
    expect(html).toMatch(
      new RegExp(`<label class="wp-field__label" for="${attr(first, 'id')}">First name<span`),
    );
  });

  it('gives each input its type, value, autocomplete, requirement and date bounds', () => {
    const email = inputOf(html, 'passengers.0.email');
    expect(attr(email, 'type')).toBe('email');
    expect(attr(email, 'autoComplete')).toBe('section-passenger1 email');
    expect(email).toContain('required=""');
    expect(inputOf(html, 'passengers.0.phone')).not.toContain('required');
    expect(attr(inputOf(html, 'passengers.0.phone'), 'type')).toBe('tel');
    const birth = inputOf(html, 'passengers.2.birthDate');
    expect([attr(birth, 'type'), attr(birth, 'min'), attr(birth, 'max')]).toEqual([
      'date',
      '2013-03-13',
      '2023-03-12',
    ]);
    const filled = render(withErrorsProps());
    expect(attr(inputOf(filled, 'passengers.0.firstName'), 'value')).toBe('Ana');
  });

  it('describes an input by its hint', () => {
    const input = inputOf(html, 'passengers.0.firstName');
    const hintId = attr(input, 'aria-describedby');
    expect(html).toContain(`<p id="${hintId}" class="wp-field__hint">As on the passport</p>`);
    expect(input).not.toContain('aria-invalid');
  });

  it('shows the props’ errors at their fields: invalid, described by the error first', () => {
    const withErrors = render(withErrorsProps());
    const invalid = [...withErrors.matchAll(/<input [^>]*aria-invalid="true"[^>]*>/g)].map((m) =>
      attr(m[0], 'name'),
    );
    expect(invalid).toEqual([
      'passengers.0.documentNumber',
      'passengers.0.email',
      'passengers.1.lastName',
      'passengers.1.birthDate',
    ]);
    const email = inputOf(withErrors, 'passengers.0.email');
    const [errorId, hintId] = attr(email, 'aria-describedby')?.split(' ') ?? [];
    expect(
      text(
        withErrors.match(new RegExp(`<p id="${errorId}" class="wp-field__error">[\\s\\S]*?</p>`))?.[0] ?? '',
      ),
    ).toBe('Enter a valid e-mail address, like name@example.com.');
    expect(withErrors).toContain(
      `<p id="${hintId}" class="wp-field__hint">We send the booking confirmation here</p>`,
    );
    // The error follows its input.
    expect(withErrors.indexOf(`id="${errorId}"`)).toBeGreaterThan(withErrors.indexOf(email));
  });

  it('keeps an empty alert region for errors that name no field', () => {
    expect(html).toContain('<div class="passenger-form__alert" role="alert" tabindex="-1"></div>');
  });

  it('has a submit button with the save label', () => {
    expect(html).toContain(
      '<button type="submit" class="wp-btn passenger-form__save">Save and continue</button>',
    );
  });
});

describe('PassengerForm saving', () => {
  const props = passengerFormProps();
  const values = {
    'passengers.0.firstName': 'Ana',
    'passengers.0.lastName': 'García',
    'passengers.0.birthDate': '1986-05-02',
    'passengers.0.documentNumber': 'X1234567',
    'passengers.0.email': 'ana@example.com',
    'passengers.0.phone': '',
    'passengers.1.firstName': 'Luis',
    'passengers.1.lastName': 'García',
    'passengers.1.birthDate': '1984-11-19',
    'passengers.1.documentNumber': 'X7654321',
    'passengers.2.firstName': 'Sofía',
    'passengers.2.lastName': 'García',
    'passengers.2.birthDate': '2017-06-08',
    'passengers.2.documentNumber': ' X5554443 ',
  };

  it('dispatches the save action with every passenger’s fields, in order, and stays on the page', async () => {
    const runtime = recordingRuntime();
    const sent = submit(formOf(props, runtime), values);
    expect(sent.prevented).toBe(true);
    await sent.returned;
    expect(runtime.calls).toHaveLength(1);
    expect(runtime.calls[0]?.action).toEqual(SAVE_ACTION);
    expect(runtime.calls[0]?.extra).toEqual({
      passengers: [
        {
          firstName: 'Ana',
          lastName: 'García',
          birthDate: '1986-05-02',
          documentNumber: 'X1234567',
          email: 'ana@example.com',
          phone: '',
        },
        { firstName: 'Luis', lastName: 'García', birthDate: '1984-11-19', documentNumber: 'X7654321' },
        { firstName: 'Sofía', lastName: 'García', birthDate: '2017-06-08', documentNumber: ' X5554443 ' },
      ],
    });
  });

  it('takes a refusal without losing anything (its errors are shown by the client)', async () => {
    const runtime = recordingRuntime(() => ({
      status: 'refused',
      errors: [{ field: 'passengers.0.email', code: 'email', message: 'Enter a valid e-mail address.' }],
    }));
    const sent = submit(formOf(props, runtime), values);
    await expect(sent.returned).resolves.toBeUndefined();
  });

  it('posts as a plain form without a runtime', () => {
    const sent = submit(formOf(props, null), values);
    expect(sent.prevented).toBe(false);
  });
});

describe('passenger values', () => {
  const props = passengerFormProps();
  const names = fieldNames(props.passengers);

  it('names the fields by their path, in the form’s order', () => {
    expect(names.slice(0, 7)).toEqual([
      'passengers.0.firstName',
      'passengers.0.lastName',
      'passengers.0.birthDate',
      'passengers.0.documentNumber',
      'passengers.0.email',
      'passengers.0.phone',
      'passengers.1.firstName',
    ]);
  });

  it('collects each passenger’s own fields', () => {
    const read = (name: string) => (name.endsWith('firstName') ? name.slice(11, 12) : '');
    const input = collectPassengers(props.passengers, read);
    expect(input.passengers.map((p) => Object.keys(p).length)).toEqual([6, 4, 4]);
    expect(input.passengers.map((p) => p.firstName)).toEqual(['0', '1', '2']);
  });

  it('reads a control’s value, or nothing', () => {
    const form = { elements: { namedItem: (name: string) => (name === 'a' ? { value: 'x' } : null) } };
    expect([readControl(form, 'a'), readControl(form, 'b')]).toEqual(['x', '']);
  });

  it('puts a refusal’s errors at their fields, the first per field, and the others above the form', () => {
    const refusal = refusalOf(
      [
        { field: 'passengers.1.lastName', code: 'required', message: 'Enter the last name.' },
        { field: 'passengers.1.lastName', code: 'length', message: 'Too long.' },
        { field: 'passengers', code: 'duplicate', message: 'Two travellers have the same name.' },
        { field: 'passengers.7.firstName', code: 'required', message: 'Enter the first name.' },
        { field: 'orderAttempt', code: 'expired', message: 'Two travellers have the same name.' },
      ],
      names,
    );
    expect(refusal).toEqual({
      fields: { 'passengers.1.lastName': 'Enter the last name.' },
      form: ['Two travellers have the same name.', 'Enter the first name.'],
    });
  });
});
