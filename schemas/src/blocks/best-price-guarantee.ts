import { z } from 'zod';
import { defineBlock } from '../define-block.ts';

/**
 * The best price guarantee (storefront.md §2 "/{market}/bestpriceguarantee"; the promise section's first
 * box links here): its promise, conditions and how to claim, from the named CMS content block
 * (§7 `/api/cms/{name}/content-block`). Each section's HTML is sanitised by the composer.
 */
export const BestPriceGuaranteeProps = z
  .object({
    title: z.string(),
    intro: z.string(),
    sections: z
      .array(z.object({ id: z.string(), title: z.string(), html: z.string().describe('Sanitised HTML') }))
      .min(1),
  })
  .meta({ id: 'BestPriceGuaranteeProps' });
export type BestPriceGuaranteeProps = z.infer<typeof BestPriceGuaranteeProps>;

export const BestPriceGuaranteeConfig = z.strictObject({}).meta({ id: 'BestPriceGuaranteeConfig' });

export const BestPriceGuaranteeDefinition = defineBlock({
  type: 'BestPriceGuarantee',
  props: BestPriceGuaranteeProps,
  config: BestPriceGuaranteeConfig,
  region: 'main',
  pageKinds: ['bestPriceGuarantee', 'paidLanding'],
  label: 'Best price guarantee',
  description: 'The guarantee, its conditions and how to claim it.',
});
