import { z } from 'zod';
import { DateTime, Link } from '../common.ts';
import { defineBlock } from '../define-block.ts';
import { SHOP_WINDOW_PAGE_KINDS } from '../page-kinds.ts';

export const PromotionColor = z
  .enum(['carribeanSunrise', 'pacificOcean', 'sauvageForest', 'silentSavanna', 'electricCrimson'])
  .meta({ id: 'PromotionColor' });

export const PromotionBarProps = z
  .object({
    text: z.string(),
    pill: z.string().nullable(),
    color: PromotionColor,
    link: Link.nullable(),
    expiresAt: DateTime.nullable(),
    height: z.number().int().nonnegative(),
  })
  .meta({ id: 'PromotionBarProps' });
export type PromotionBarProps = z.infer<typeof PromotionBarProps>;

export const PromotionBarConfig = z.strictObject({}).meta({ id: 'PromotionBarConfig' });

export const PromotionBarDefinition = defineBlock({
  type: 'PromotionBar',
  props: PromotionBarProps,
  config: PromotionBarConfig,
  region: 'header',
  pageKinds: SHOP_WINDOW_PAGE_KINDS,
  label: 'Promotion bar',
  description: 'The thin bar above the header with the current promotion or cashback message.',
});
