import { z } from 'zod';
import { Image } from '../common.ts';
import { defineBlock } from '../define-block.ts';

export const SubDestination = z
  .object({
    id: z.number().int(),
    kind: z.enum(['continent', 'country', 'region']),
    name: z.string(),
    image: Image,
    amountLabel: z.string().describe("'{amount} trips', translated"),
    href: z.string().min(1),
  })
  .meta({ id: 'SubDestination' });

export const SubDestinationsProps = z
  .object({ title: z.string(), destinations: z.array(SubDestination).min(1) })
  .meta({ id: 'SubDestinationsProps' });
export type SubDestinationsProps = z.infer<typeof SubDestinationsProps>;

export const SubDestinationsConfig = z
  .strictObject({ maxItems: z.number().int().min(1).max(30).default(12) })
  .meta({ id: 'SubDestinationsConfig' });

export const SubDestinationsDefinition = defineBlock({
  type: 'SubDestinations',
  props: SubDestinationsProps,
  config: SubDestinationsConfig,
  region: 'main',
  pageKinds: ['continent', 'country', 'region'],
  label: 'Sub-destinations',
  description:
    'Tiles of the regions and countries inside (or next to) the destination, with their trip counts.',
});
