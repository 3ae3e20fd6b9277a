import { z } from 'zod';
import { defineBlock } from '../define-block.ts';
import { SHOP_WINDOW_PAGE_KINDS } from '../page-kinds.ts';

export const ErrorModalProps = z
  .object({
    errorCode: z.string(),
    title: z.string(),
    message: z.string(),
    closeLabel: z.string(),
    delayMs: z.number().int().nonnegative().describe('storefront.md §9 Timing: about 1 s after load.'),
  })
  .meta({ id: 'ErrorModalProps' });
export type ErrorModalProps = z.infer<typeof ErrorModalProps>;

export const ErrorModalConfig = z.strictObject({}).meta({ id: 'ErrorModalConfig' });

export const ErrorModalDefinition = defineBlock({
  type: 'ErrorModal',
  props: ErrorModalProps,
  config: ErrorModalConfig,
  region: 'overlays',
  pageKinds: SHOP_WINDOW_PAGE_KINDS,
  label: 'Error message',
  description: 'Shows the error passed in the address (errorCode) once, a second after load.',
  interactive: { hydrate: 'load' },
});
