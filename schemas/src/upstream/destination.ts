/**
 * Destination pages' data (storefront.md §2 "/destination/{continent|country|region}/[id]", §7 "Leads,
 * content and search"): the directory of destinations with their friendly URLs, the landing data of a
 * continent, country or region (page containers destination, destinationInfo, destinationLandings) and a
 * country's travel facts.
 */
import { z } from 'zod';
import { UpstreamImage, UpstreamProductCard } from './product-card.ts';

export const UpstreamDestinationKind = z
  .enum(['continent', 'country', 'region'])
  .meta({ id: 'UpstreamDestinationKind' });
export type UpstreamDestinationKind = z.infer<typeof UpstreamDestinationKind>;

export const UpstreamDestinationEntry = z
  .object({
    kind: UpstreamDestinationKind,
    id: z.number().int().positive(),
    name: z.string().min(1),
    url: z
      .string()
      .regex(/^\/[a-z]{2}\/[a-z0-9-]+(\/[a-z0-9-]+)?$/)
      .describe('Friendly site path'),
    continentId: z.number().int().positive().nullable(),
    regionId: z.number().int().positive().nullable(),
  })
  .meta({ id: 'UpstreamDestinationEntry' });
export type UpstreamDestinationEntry = z.infer<typeof UpstreamDestinationEntry>;

/** Every continent, country and region of the market. */
export const UpstreamDestinationDirectory = z
  .array(UpstreamDestinationEntry)
  .meta({ id: 'UpstreamDestinationDirectory' });
export type UpstreamDestinationDirectory = z.infer<typeof UpstreamDestinationDirectory>;

export const UpstreamSubDestination = z
  .object({
    kind: UpstreamDestinationKind,
    id: z.number().int().positive(),
    name: z.string(),
    url: z.string(),
    imageUrl: z.string(),
    amount: z.number().int().nonnegative().describe('Number of trips'),
  })
  .meta({ id: 'UpstreamSubDestination' });

export const UpstreamDestinationContainer = z.enum(['destination', 'destinationInfo', 'destinationLandings']);

export const UpstreamDestinationLanding = z
  .object({
    kind: UpstreamDestinationKind,
    id: z.number().int().positive(),
    name: z.string(),
    title: z.string(),
    intro: z.string().describe('Plain text paragraphs separated by blank lines'),
    image: UpstreamImage,
    url: z.string(),
    breadcrumb: z.array(z.object({ title: z.string(), link: z.string() })),
    containers: z.array(UpstreamDestinationContainer),
    subDestinations: z.array(UpstreamSubDestination),
    /** The destination's trips, most popular first. */
    products: z.array(UpstreamProductCard),
  })
  .meta({ id: 'UpstreamDestinationLanding' });
export type UpstreamDestinationLanding = z.infer<typeof UpstreamDestinationLanding>;

export const UpstreamCountryFacts = z
  .object({
    id: z.number().int().positive(),
    code: z.string().length(2),
    capital: z.string(),
    languages: z.array(z.string()).min(1),
    currency: z.object({ code: z.string().length(3), name: z.string() }),
    timeZone: z.string(),
    bestTimeToVisit: z.string(),
    visa: z.object({ rule: z.enum(['free', 'eta', 'arrival', 'required']), note: z.string() }),
  })
  .meta({ id: 'UpstreamCountryFacts' });
export type UpstreamCountryFacts = z.infer<typeof UpstreamCountryFacts>;
