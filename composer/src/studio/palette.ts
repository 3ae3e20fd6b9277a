/**
 * The studio's block palette: every block type with a label and a description for marketing staff,
 * its region, and its CMS config as JSON Schema generated from the zod schema (the studio builds its
 * forms from it; the zod schema stays the validator on save).
 */
import { BLOCK_CONFIG_SCHEMAS, BLOCK_REGION, type BlockType, type BlockTypeInfo } from '@waypoint/schemas';
import { z } from 'zod';

// storefront.md §2 "Home page" and §4: what each section shows, in staff's words.
export const BLOCK_DESCRIPTIONS: { [T in BlockType]: { label: string; description: string } } = {
  PromotionBar: {
    label: 'Promotion bar',
    description: 'The thin bar above the header with the current promotion or cashback message.',
  },
  Header: {
    label: 'Header',
    description: 'Logo, navigation, deals menu, language, phone and account links.',
  },
  HeroSlider: {
    label: 'Hero slider',
    description: 'The large banner carousel at the top: campaign images or video, one to ten slides.',
  },
  SearchSection: { label: 'Search', description: 'The destination search box with suggestions.' },
  FlashSaleCarousel: {
    label: 'Flash sale carousel',
    description: 'Trips of the running flash sale, with its countdown and colour variant.',
  },
  BestSellersCarousel: { label: 'Best sellers', description: 'A carousel of the best-selling trips.' },
  PromiseSection: { label: 'Our promise', description: "The brand's promises: price, flexibility, support." },
  TravelProtectionBanner: {
    label: 'Travel protection banner',
    description: 'Promotes the premium travel protection; opens its details in a modal.',
  },
  RecommendedDestinations: {
    label: 'Recommended destinations',
    description: 'Destination tiles with the number of trips to each.',
  },
  BrandStory: {
    label: 'Brand story',
    description: 'The brand video (a static image in France and Germany) in a modal.',
  },
  ReviewWidget: {
    label: 'Reviews',
    description: "Travellers' reviews from the review service, by star rating.",
  },
  RecentlyVisited: {
    label: 'Recently visited',
    description: "The trips this visitor looked at lately (kept in the visitor's browser).",
  },
  AdBanner: { label: 'Ad banner', description: 'An advertising slot at the sizes of the chosen slot.' },
  ReferAFriendBanner: {
    label: 'Refer a friend',
    description: 'Invites travellers to the referral programme (hidden where the site has no referrals).',
  },
  ThemedCarousel: {
    label: 'Themed carousels',
    description: 'The themed trip collections from the seller, a range of them ("from" to "to").',
  },
  TravelStories: { label: 'Travel stories', description: "Travellers' stories with photos and ratings." },
  ErrorModal: {
    label: 'Error message',
    description: 'Shows the error passed in the address (errorCode) once, a second after load.',
  },
  ErrorPage: { label: 'Error page', description: 'The body of the 404 and 500 pages.' },
  Footer: { label: 'Footer', description: 'Links, legal, markets and contact details at the bottom.' },
};

let cached: BlockTypeInfo[] | undefined;

export function blockTypeInfos(): BlockTypeInfo[] {
  cached ??= (Object.keys(BLOCK_CONFIG_SCHEMAS) as BlockType[]).map((type) => {
    const schema = BLOCK_CONFIG_SCHEMAS[type] as z.ZodType;
    return {
      type,
      ...BLOCK_DESCRIPTIONS[type],
      region: BLOCK_REGION[type],
      configSchema: inlineRoot(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })),
      defaultConfig: schema.parse({}) as Record<string, unknown>,
    };
  });
  return cached;
}

/**
 * zod emits `{ $ref: '#/$defs/X', $defs }` for schemas with an id; the studio's form generator wants one
 * self-contained schema, so every reference is replaced by its definition (configs have no cycles).
 */
function inlineRoot(schema: Record<string, unknown>): Record<string, unknown> {
  const defs = (schema['$defs'] ?? {}) as Record<string, unknown>;
  const resolve = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(resolve);
    if (node === null || typeof node !== 'object') return node;
    const { $ref, $defs: _defs, ...rest } = node as Record<string, unknown>;
    const target = typeof $ref === 'string' ? defs[$ref.replace('#/$defs/', '')] : undefined;
    const merged = target ? { ...(resolve(target) as object), ...rest } : rest;
    return Object.fromEntries(Object.entries(merged).map(([k, v]) => [k, resolve(v)]));
  };
  return resolve(schema) as Record<string, unknown>;
}
