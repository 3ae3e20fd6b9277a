import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ActionFieldError, ActionFieldErrorCode } from './action-api.ts';

const doc = readFileSync(new URL('../../docs/errors.md', import.meta.url), 'utf8');
const actions = doc.slice(doc.indexOf('## Actions'), doc.indexOf('\n## ', doc.indexOf('## Actions') + 1));

describe('action field errors', () => {
  it.each(ActionFieldErrorCode.options)('%s is documented in docs/errors.md "Actions"', (code) => {
    expect(actions).toContain(`\`${code}\``);
  });

  it('takes the enum codes and passes an upstream code on as it came', () => {
    expect(
      ActionFieldError.parse({ field: 'adults', code: 'OCCUPANCY_UNAVAILABLE', message: 'm' }).code,
    ).toBe('OCCUPANCY_UNAVAILABLE');
    expect(ActionFieldError.parse({ field: 'voucherCode', code: 'VOUCHER_EXPIRED', message: 'm' }).code).toBe(
      'VOUCHER_EXPIRED',
    );
    expect(ActionFieldError.safeParse({ field: 'x', code: 7, message: 'm' }).success).toBe(false);
  });
});
