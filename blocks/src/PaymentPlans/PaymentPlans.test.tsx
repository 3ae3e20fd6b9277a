import type { PaymentPlansProps } from '@waypoint/schemas';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { hostElements, recordingRuntime, submit } from '../../test/test-kit.tsx';
import { PaymentPlans } from './PaymentPlans.tsx';
import { choosePlanAction, paymentPlansProps } from './story-props.ts';

const render = (props: PaymentPlansProps) => renderToStaticMarkup(<PaymentPlans {...props} />);
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const attr = (tag: string, name: string) => tag.match(new RegExp(` ${name}="([^"]*)"`))?.[1];
const cardOf = (html: string, value: string) =>
  html.match(
    new RegExp(`<li class="payment-choice[^"]*" data-value="${value}">[\\s\\S]*?</button></div></li>`),
  )?.[0] ?? '';
const radioOf = (card: string) => card.match(/<input [^>]*type="radio"[^>]*>/)?.[0] ?? '';

describe('PaymentPlans', () => {
  const html = render(paymentPlansProps(1));

  it('is a radio group whose legend is the section’s heading', () => {
    const id = html.match(/<section [^>]*aria-labelledby="([^"]+)"/)?.[1];
    expect(html).toContain(
      `<legend class="payment-choices__legend"><h2 id="${id}" class="wp-trip-panel__title">Pay in full or in parts</h2></legend>`,
    );
    expect(html.match(/type="radio"/g)).toHaveLength(3);
  });

  it('names each plan by its label, described by its detail and its payments in order', () => {
    const card = cardOf(html, '1');
    const radio = radioOf(card);
    expect([attr(radio, 'name'), attr(radio, 'value')]).toEqual(['paymentPlan', '1']);
    expect(html).toMatch(
      new RegExp(
        `<label id="[^"]+" class="payment-choice__label" for="${attr(radio, 'id')}">[\\s\\S]*25% today`,
      ),
    );
    const details = card.match(
      new RegExp(
        `<div id="${attr(radio, 'aria-describedby')}" class="payment-choice__details">[\\s\\S]*?</div>`,
      ),
    )?.[0];
    expect(text(details ?? '')).toBe('25% to book, 75% before travel $1,970.75 $5,912.25');
    expect(card).toContain('<ol role="list" class="payment-plans__payments" data-code="25_75">');
    expect(cardOf(html, '2').match(/<li class="payment-plans__payment">/g)).toHaveLength(3);
  });

  it('checks the selected plan only', () => {
    expect(['0', '1', '2'].map((value) => radioOf(cardOf(html, value)).includes('checked'))).toEqual([
      false,
      true,
      false,
    ]);
    expect(render(paymentPlansProps(null))).not.toContain('checked');
  });

  it('dispatches the chosen plan’s action', () => {
    const runtime = recordingRuntime();
    const radio = hostElements(<PaymentPlans {...paymentPlansProps(0)} />, runtime).find(
      (e) => e.type === 'input' && e.props.value === '2',
    );
    (radio!.props.onChange as () => void)();
    expect(runtime.calls).toEqual([{ action: choosePlanAction(2), extra: undefined, rest: [] }]);
  });

  it('posts a plain form without a runtime, a submit button per plan', () => {
    const form = hostElements(<PaymentPlans {...paymentPlansProps(0)} />, null).find(
      (e) => e.type === 'form',
    )!;
    expect(submit(form, { paymentPlan: '2' }).prevented).toBe(false);
    const button = cardOf(html, '2').match(/<button [^>]*>/)?.[0] ?? '';
    expect([attr(button, 'type'), attr(button, 'name'), attr(button, 'value')]).toEqual([
      'submit',
      'paymentPlan',
      '2',
    ]);
  });
});
