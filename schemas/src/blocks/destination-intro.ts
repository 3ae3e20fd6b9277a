import { z } from 'zod';
import { Image } from '../common.ts';
import { defineBlock } from '../define-block.ts';

/** A fact of a country (capital, languages, currency, time zone, best time to visit, visa). */
export const DestinationFact = z
  .object({
    key: z.enum(['capital', 'languages', 'currency', 'timeZone', 'bestTime', 'visa']),
    label: z.string(),
    value: z.string(),
  })
  .meta({ id: 'DestinationFact' });

export const DestinationIntroProps = z
  .object({
    breadcrumbs: z
      .object({
        label: z.string().describe('Accessible name of the breadcrumb navigation'),
        items: z.array(z.object({ title: z.string(), href: z.string().nullable() })).min(1),
      })
      .describe('The last entry is this page: no link.'),
    title: z.string(),
    kindLabel: z.string().describe("'Country', 'Region', 'Continent', translated"),
    image: Image,
    paragraphs: z.array(z.string()).min(1),
    tripCountLabel: z.string(),
    facts: z
      .object({ title: z.string(), items: z.array(DestinationFact).min(1) })
      .nullable()
      .describe('A country’s facts; null for continents and regions, or when the facts call failed.'),
  })
  .meta({ id: 'DestinationIntroProps' });
export type DestinationIntroProps = z.infer<typeof DestinationIntroProps>;

export const DestinationIntroConfig = z
  .strictObject({ showFacts: z.boolean().default(true) })
  .meta({ id: 'DestinationIntroConfig' });

export const DestinationIntroDefinition = defineBlock({
  type: 'DestinationIntro',
  props: DestinationIntroProps,
  config: DestinationIntroConfig,
  region: 'main',
  pageKinds: ['continent', 'country', 'region'],
  label: 'Destination intro',
  description: 'The destination’s breadcrumb, picture, introduction and (countries) travel facts.',
});
