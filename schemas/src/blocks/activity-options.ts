import { z } from 'zod';
import { defineBlock } from '../define-block.ts';
import { CheckoutOptionsProps } from './checkout-option.ts';

/** Activities and services priced per traveller ((adults + children) × the unit price). */
export const ActivityOptionsProps = CheckoutOptionsProps.meta({ id: 'ActivityOptionsProps' });
export type ActivityOptionsProps = z.infer<typeof ActivityOptionsProps>;

export const ActivityOptionsConfig = z.strictObject({}).meta({ id: 'ActivityOptionsConfig' });

export const ActivityOptionsDefinition = defineBlock({
  type: 'ActivityOptions',
  props: ActivityOptionsProps,
  config: ActivityOptionsConfig,
  region: 'main',
  pageKinds: ['checkout'],
  label: 'Activities and services',
  description: 'Activities and services priced per traveller ((adults + children) × the unit price).',
  interactive: { hydrate: 'load' },
});
