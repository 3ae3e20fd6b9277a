import { z } from 'zod';

export const TravelStory = z
  .object({
    id: z.string(),
    author: z.string(),
    rating: z.number().min(0).max(5),
    /** 'Rated 4.5 out of 5', translated. */
    ratingLabel: z.string(),
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
