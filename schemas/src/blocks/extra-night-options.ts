import { z } from 'zod';
import { defineBlock } from '../define-block.ts';
import { CheckoutOptionsProps } from './checkout-option.ts';

/** Extra nights at the end of the trip with their price and new return date; unavailable ones are shown as such. */
export const ExtraNightOptionsProps = CheckoutOptionsProps.meta({ id: 'ExtraNightOptionsProps' });
export type ExtraNightOptionsProps = z.infer<typeof ExtraNightOptionsProps>;

export const ExtraNightOptionsConfig = z.strictObject({}).meta({ id: 'ExtraNightOptionsConfig' });

export const ExtraNightOptionsDefinition = defineBlock({
  type: 'ExtraNightOptions',
  props: ExtraNightOptionsProps,
  config: ExtraNightOptionsConfig,
  region: 'main',
  pageKinds: ['checkout'],
  label: 'Extra nights',
  description:
    'Extra nights at the end of the trip with their price and new return date; unavailable ones are shown as such.',
  interactive: { hydrate: 'load' },
});
