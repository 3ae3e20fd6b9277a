import { z } from 'zod';
import { Link } from '../common.ts';
import { defineBlock } from '../define-block.ts';

export const PromiseBox = z
  .object({ icon: z.string(), title: z.string(), text: z.string(), link: Link.nullable() })
  .meta({ id: 'PromiseBox' });

export const PromiseSectionProps = z
  .object({ title: z.string(), boxes: z.array(PromiseBox).min(1) })
  .meta({ id: 'PromiseSectionProps' });
export type PromiseSectionProps = z.infer<typeof PromiseSectionProps>;

export const PromiseSectionConfig = z.strictObject({}).meta({ id: 'PromiseSectionConfig' });

export const PromiseSectionDefinition = defineBlock({
  type: 'PromiseSection',
  props: PromiseSectionProps,
  config: PromiseSectionConfig,
  region: 'main',
  pageKinds: ['home', 'landing', 'bestPriceGuarantee', 'paidLanding'],
  label: 'Our promise',
  description: "The brand's promises: price, flexibility, support.",
});
