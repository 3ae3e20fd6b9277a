/** Voucher props for the stories and tests, shaped like the composer's (en-US). */
import type { VoucherFormProps } from '@waypoint/schemas';

export const APPLY_ACTION = {
  kind: 'submit' as const,
  action: 'applyVoucher',
  input: { orderAttempt: '7f3c21' },
};
export const REMOVE_ACTION = {
  kind: 'submit' as const,
  action: 'removeVoucher',
  input: { orderAttempt: '7f3c21' },
};

export function voucherProps(overrides: Partial<VoucherFormProps> = {}): VoucherFormProps {
  return {
    title: 'Voucher and credit',
    label: 'Voucher code',
    value: '',
    applied: null,
    error: null,
    apply: { label: 'Apply', action: APPLY_ACTION },
    remove: null,
    wallet: {
      text: 'You have $120.00 of credit in your wallet: it is used at payment.',
      bestCombination: 'Best combination: your WELCOME50 voucher and $70.00 of credit.',
    },
    ...overrides,
  };
}

/** WELCOME50 applied, removable. */
export function appliedProps(): VoucherFormProps {
  return voucherProps({
    value: 'WELCOME50',
    applied: 'WELCOME50 applied: -$50.00',
    remove: { label: 'Remove', action: REMOVE_ACTION },
  });
}

/** The upstream refused the code the page was rendered with. */
export function refusedProps(): VoucherFormProps {
  return voucherProps({ value: 'SPRING24', error: 'This voucher has expired.', wallet: null });
}
