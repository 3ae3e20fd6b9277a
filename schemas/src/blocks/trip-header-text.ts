import { z } from 'zod';
import { defineBlock } from '../define-block.ts';

/** The campaign's PDP header text (buying-flow.md §2): one text for phones, one for tablet and up. */
export const TripHeaderTextProps = z
  .object({ mobile: z.string(), tabletUp: z.string() })
  .meta({ id: 'TripHeaderTextProps' });
export type TripHeaderTextProps = z.infer<typeof TripHeaderTextProps>;

export const TripHeaderTextConfig = z.strictObject({}).meta({ id: 'TripHeaderTextConfig' });

export const TripHeaderTextDefinition = defineBlock({
  type: 'TripHeaderText',
  props: TripHeaderTextProps,
  config: TripHeaderTextConfig,
  region: 'main',
  pageKinds: ['product'],
  label: 'Campaign header text',
  description: "The running campaign's message above the trip (shown only while a campaign has one).",
});
