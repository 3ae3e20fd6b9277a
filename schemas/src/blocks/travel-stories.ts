import { z } from 'zod';
import { defineBlock } from '../define-block.ts';

export const TravelStory = z
  .object({
    id: z.string(),
    author: z.string(),
    rating: z.number().min(0).max(5),
    ratingLabel: z.string().describe("'Rated 4.5 out of 5', translated."),
    title: z.string(),
    text: z.string(),
    date: z.string().describe('Formatted in the market date format'),
    tripTitle: z.string().nullable(),
    tripHref: z.string().nullable(),
  })
  .meta({ id: 'TravelStory' });

export const TravelStoriesProps = z
  .object({ title: z.string(), stories: z.array(TravelStory).min(1) })
  .meta({ id: 'TravelStoriesProps' });
export type TravelStoriesProps = z.infer<typeof TravelStoriesProps>;

export const TravelStoriesConfig = z
  .strictObject({ maxStories: z.number().int().min(1).max(20).default(6) })
  .meta({ id: 'TravelStoriesConfig' });

export const TravelStoriesDefinition = defineBlock({
  type: 'TravelStories',
  props: TravelStoriesProps,
  config: TravelStoriesConfig,
  region: 'main',
  pageKinds: ['home', 'landing'],
  label: 'Travel stories',
  description: "Travellers' stories with photos and ratings.",
});
