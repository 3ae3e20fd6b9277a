import { z } from 'zod';
import { defineBlock } from '../define-block.ts';
import { CheckoutOptionsProps } from './checkout-option.ts';

/** Rooms included in the price and rooms at a supplement; the summary shows the chosen one's price. */
export const AccommodationOptionsProps = CheckoutOptionsProps.meta({ id: 'AccommodationOptionsProps' });
export type AccommodationOptionsProps = z.infer<typeof AccommodationOptionsProps>;

export const AccommodationOptionsConfig = z.strictObject({}).meta({ id: 'AccommodationOptionsConfig' });

export const AccommodationOptionsDefinition = defineBlock({
  type: 'AccommodationOptions',
  props: AccommodationOptionsProps,
  config: AccommodationOptionsConfig,
  region: 'main',
  pageKinds: ['checkout'],
  label: 'Accommodation',
  description:
    "Rooms included in the price and rooms at a supplement; the summary shows the chosen one's price.",
  interactive: { hydrate: 'load' },
});
