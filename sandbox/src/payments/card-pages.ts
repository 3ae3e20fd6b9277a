/**
 * The card pages both card providers show (cardpay, and the drop-in's card form): the card form and the
 * bank's 3-D Secure challenge. The card number's input is never filled back in: a form with errors keeps
 * the expiry and the name only.
 */
import { formatPrice } from '../money.ts';
import { type Brand, cancelLink, errorSummary, field, form, page, paragraph } from './html.ts';
import type { PaymentRecord } from './store.ts';

export const MERCHANT = 'Waypoint Trips';

/** The amount as the provider shows it ('$1,299.00', '1.299,00 €'). */
export const amountOf = (record: PaymentRecord) => formatPrice(record.amountCents / 100, record.market, 2);

export function cardFormPage(
  brand: Brand,
  record: PaymentRecord,
  action: string,
  values: Record<string, string>,
  errors: Record<string, string>,
): string {
  const fields = [
    field({
      name: 'number',
      label: 'Card number',
      autocomplete: 'cc-number',
      inputmode: 'numeric',
      maxlength: 23,
      error: errors.number,
    }),
    '<div class="row">',
    field({
      name: 'expiry',
      label: 'Expiry date',
      hint: 'MM/YY',
      value: values.expiry ?? '',
      autocomplete: 'cc-exp',
      inputmode: 'numeric',
      maxlength: 7,
      error: errors.expiry,
    }),
    field({
      name: 'cvc',
      label: 'Security code (CVC)',
      autocomplete: 'cc-csc',
      inputmode: 'numeric',
      maxlength: 4,
      error: errors.cvc,
    }),
    '</div>',
    field({
      name: 'name',
      label: 'Name on the card',
      value: values.name ?? '',
      autocomplete: 'cc-name',
      maxlength: 100,
      error: errors.name,
    }),
  ].join('\n');
  return page({
    brand,
    title: 'Pay by card',
    amount: amountOf(record),
    merchant: MERCHANT,
    body: [
      errorSummary(errors),
      form(action, fields, [[`Pay ${amountOf(record)}`, 'pay', '1', true]]),
      // `action` is the page's last segment ('pi_…'): its cancel link is below it.
      cancelLink(`${action}/cancel`),
    ].join('\n'),
  });
}

/** The bank's 3-D Secure page: the card holder completes or fails the check. */
export function challengePage(brand: Brand, record: PaymentRecord, action: string): string {
  return page({
    brand,
    title: 'Confirm this payment with your bank',
    amount: amountOf(record),
    merchant: MERCHANT,
    body: [
      paragraph(
        `Your bank asks you to confirm this payment with the card ending in ${record.last4 ?? '····'}. In the sandbox, choose how the check ends.`,
      ),
      form(action, '', [
        ['Complete', 'outcome', 'complete', true],
        ['Fail', 'outcome', 'fail', false],
      ]),
    ].join('\n'),
  });
}
