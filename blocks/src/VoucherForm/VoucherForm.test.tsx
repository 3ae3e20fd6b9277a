import type { VoucherFormProps } from '@waypoint/schemas';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { click, hostElements, recordingRuntime, submit } from '../../test/test-kit.tsx';
import { APPLY_ACTION, appliedProps, REMOVE_ACTION, refusedProps, voucherProps } from './story-props.ts';
import { VoucherForm, voucherError } from './VoucherForm.tsx';

const render = (props: VoucherFormProps) => renderToStaticMarkup(<VoucherForm {...props} />);
const text = (html: string) => html.replace(/<[^>]+>/g, '');
const attr = (tag: string, name: string) => tag.match(new RegExp(` ${name}="([^"]*)"`))?.[1];
const inputOf = (html: string) => html.match(/<input [^>]*>/)?.[0] ?? '';
const formOf = (props: VoucherFormProps, runtime: ReturnType<typeof recordingRuntime> | null) =>
  hostElements(<VoucherForm {...props} />, runtime).find((e) => e.type === 'form')!;

describe('VoucherForm', () => {
  const html = render(voucherProps());

  it('is a small form named by the heading: a labelled code input and its apply button', () => {
    const id = html.match(/<section [^>]*aria-labelledby="([^"]+)"/)?.[1];
    expect(html).toContain(`<h2 id="${id}" class="wp-trip-panel__title">Voucher and credit</h2>`);
    expect(html).toContain(`aria-labelledby="${id}" method="post"`);
    const input = inputOf(html);
    expect(html).toContain(`<label class="wp-field__label" for="${attr(input, 'id')}">Voucher code</label>`);
    expect(attr(input, 'name')).toBe('voucherCode');
    expect(attr(input, 'autoComplete')).toBe('off');
    expect(input).not.toContain('aria-invalid');
    expect(html).toContain(
      '<button type="submit" class="wp-btn wp-btn--inverse voucher-form__apply">Apply</button>',
    );
  });

  it('keeps an empty polite status line for the applied code', () => {
    expect(html).toContain('<p class="voucher-form__applied-text" role="status"></p>');
    expect(html).not.toContain('voucher-form__remove');
  });

  it('shows the wallet credit and the best combination', () => {
    expect(text(html)).toContain('You have $120.00 of credit in your wallet');
    expect(html).toContain(
      '<p class="voucher-form__best">Best combination: your WELCOME50 voucher and $70.00 of credit.</p>',
    );
    expect(render(voucherProps({ wallet: null }))).not.toContain('voucher-form__wallet');
  });

  it('shows the applied code in the status line, with its remove button', () => {
    const applied = render(appliedProps());
    expect(
      text(applied.match(/<p class="voucher-form__applied-text" role="status">[\s\S]*?<\/p>/)?.[0] ?? ''),
    ).toBe('WELCOME50 applied: -$50.00');
    expect(
      text(applied.match(/<button type="button" class="voucher-form__remove">[\s\S]*?<\/button>/)?.[0] ?? ''),
    ).toBe('Remove');
    expect(attr(inputOf(applied), 'value')).toBe('WELCOME50');
  });

  it('shows the props’ error at the field: invalid and described by it', () => {
    const refused = render(refusedProps());
    const input = inputOf(refused);
    expect(attr(input, 'aria-invalid')).toBe('true');
    expect(attr(input, 'value')).toBe('SPRING24');
    const errorId = attr(input, 'aria-describedby');
    expect(
      text(refused.match(new RegExp(`<p id="${errorId}" class="wp-field__error">[\\s\\S]*?</p>`))?.[0] ?? ''),
    ).toBe('This voucher has expired.');
  });
});

describe('VoucherForm actions', () => {
  it('apply the typed code through the runtime and stay on the page', async () => {
    const runtime = recordingRuntime();
    const sent = submit(formOf(voucherProps(), runtime), { voucherCode: 'welcome50' });
    expect(sent.prevented).toBe(true);
    await sent.returned;
    expect(runtime.calls).toEqual([{ action: APPLY_ACTION, extra: { voucherCode: 'welcome50' }, rest: [] }]);
  });

  it('take a refusal without losing the typed code', async () => {
    const runtime = recordingRuntime(() => ({
      status: 'refused',
      errors: [{ field: 'voucherCode', code: 'invalid', message: 'NOPE is not a valid voucher code.' }],
    }));
    const sent = submit(formOf(voucherProps(), runtime), { voucherCode: 'NOPE' });
    await expect(sent.returned).resolves.toBeUndefined();
  });

  it('post as a plain form without a runtime', () => {
    expect(submit(formOf(voucherProps(), null), { voucherCode: 'X' }).prevented).toBe(false);
  });

  it('remove the applied code', () => {
    const runtime = recordingRuntime();
    const remove = hostElements(<VoucherForm {...appliedProps()} />, runtime).find(
      (e) => e.type === 'button' && e.props.className === 'voucher-form__remove',
    );
    click(remove!);
    expect(runtime.calls.map((call) => call.action)).toEqual([REMOVE_ACTION]);
  });
});

describe('voucherError', () => {
  it('takes the code field’s error, else the first, else none', () => {
    const error = (field: string, message: string) => ({ field, code: 'x', message });
    expect(voucherError([error('orderAttempt', 'Expired.'), error('voucherCode', 'Invalid.')])).toBe(
      'Invalid.',
    );
    expect(voucherError([error('orderAttempt', 'Expired.')])).toBe('Expired.');
    expect(voucherError([])).toBeNull();
  });
});
