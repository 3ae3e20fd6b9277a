import { z } from 'zod';
import { defineBlock } from '../define-block.ts';
import { CheckoutOptionsProps } from './checkout-option.ts';

/** The insurance packages with their premium and cancellation policy (STANDARD, FLEX, FLEX+). */
export const InsuranceOptionsProps = CheckoutOptionsProps.meta({ id: 'InsuranceOptionsProps' });
export type InsuranceOptionsProps = z.infer<typeof InsuranceOptionsProps>;

export const InsuranceOptionsConfig = z.strictObject({}).meta({ id: 'InsuranceOptionsConfig' });

export const InsuranceOptionsDefinition = defineBlock({
  type: 'InsuranceOptions',
  props: InsuranceOptionsProps,
  config: InsuranceOptionsConfig,
  region: 'main',
  pageKinds: ['checkout'],
  label: 'Insurance',
  description: 'The insurance packages with their premium and cancellation policy (STANDARD, FLEX, FLEX+).',
  interactive: { hydrate: 'load' },
});
