import { z } from 'zod';

export const ErrorModalProps = z
  .object({
    errorCode: z.string(),
    title: z.string(),
    message: z.string(),
    closeLabel: z.string(),
    /** storefront.md §9 Timing: about 1 s after load. */
    delayMs: z.number().int().nonnegative(),
  })
  .meta({ id: 'ErrorModalProps' });
export type ErrorModalProps = z.infer<typeof ErrorModalProps>;

export const ErrorModalConfig = z.strictObject({}).meta({ id: 'ErrorModalConfig' });
