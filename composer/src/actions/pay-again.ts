/**
 * Pay again after a payment that was not confirmed (buying-flow.md §2 "Not-confirmed page"; §4 "Retrying an
 * order attempt (v2 retry) adds 90 minutes"): the attempt is held again, and the traveller goes back to the
 * payment step.
 */
import { z } from 'zod';
import { defineAction } from './define-action.ts';

export const payAgain = defineAction({
  name: 'payAgain',
  page: 'checkout',
  input: z.strictObject({}),
  async run(args) {
    const token = args.page.params['token'];
    const market = args.page.params.market;
    if (typeof token !== 'string') return { navigate: `/${market}/404` };
    const written = await args.sources.checkout.retry(token);
    if (written.kind === 'notFound') return { navigate: `/${market}/404` };
    return { navigate: `/${market}/my-trip/${token}?type=payment` };
  },
});
