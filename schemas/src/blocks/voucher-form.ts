import { z } from 'zod';
import { SubmitAction } from '../actions.ts';
import { defineBlock } from '../define-block.ts';

/**
 * A voucher code applied to the order attempt (buying-flow.md §7 `payment/discounts`; §5 "Promocode":
 * stored in upper case), with the upstream's error at the field; and the wallet credit, with the best
 * combination offered only on B2C-only sites (§6).
 */
export const VoucherFormProps = z
  .object({
    title: z.string(),
    label: z.string(),
    value: z.string(),
    applied: z.string().nullable().describe("'WELCOME50 applied: -$50.00'"),
    error: z.string().nullable(),
    apply: z.object({ label: z.string(), action: SubmitAction }),
    remove: z.object({ label: z.string(), action: SubmitAction }).nullable(),
    wallet: z.object({ text: z.string(), bestCombination: z.string().nullable() }).nullable(),
  })
  .meta({ id: 'VoucherFormProps' });
export type VoucherFormProps = z.infer<typeof VoucherFormProps>;

export const VoucherFormConfig = z.strictObject({}).meta({ id: 'VoucherFormConfig' });

export const VoucherFormDefinition = defineBlock({
  type: 'VoucherForm',
  props: VoucherFormProps,
  config: VoucherFormConfig,
  region: 'main',
  pageKinds: ['checkout'],
  label: 'Voucher and wallet',
  description: 'A voucher code field with the error at the field, and wallet credit.',
  interactive: { hydrate: 'load' },
});
