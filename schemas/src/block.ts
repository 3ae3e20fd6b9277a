/**
 * The Block union: `{ id, type, props, children? }` discriminated on `type`. Adding a block type means
 * adding its props and config schemas in `blocks/` and one line in each table below.
 */
import { z } from 'zod';
import { AdBannerConfig, AdBannerProps } from './blocks/ad-banner.ts';
import { BestSellersCarouselConfig, BestSellersCarouselProps } from './blocks/best-sellers-carousel.ts';
import { BrandStoryConfig, BrandStoryProps } from './blocks/brand-story.ts';
import { ErrorModalConfig, ErrorModalProps } from './blocks/error-modal.ts';
import { ErrorPageConfig, ErrorPageProps } from './blocks/error-page.ts';
import { FlashSaleCarouselConfig, FlashSaleCarouselProps } from './blocks/flash-sale-carousel.ts';
import { FooterConfig, FooterProps } from './blocks/footer.ts';
import { HeaderConfig, HeaderProps } from './blocks/header.ts';
import { HeroSliderConfig, HeroSliderProps } from './blocks/hero-slider.ts';
import { PromiseSectionConfig, PromiseSectionProps } from './blocks/promise-section.ts';
import { PromotionBarConfig, PromotionBarProps } from './blocks/promotion-bar.ts';
import { RecentlyVisitedConfig, RecentlyVisitedProps } from './blocks/recently-visited.ts';
import {
  RecommendedDestinationsConfig,
  RecommendedDestinationsProps,
} from './blocks/recommended-destinations.ts';
import { ReferAFriendBannerConfig, ReferAFriendBannerProps } from './blocks/refer-a-friend-banner.ts';
import { ReviewWidgetConfig, ReviewWidgetProps } from './blocks/review-widget.ts';
import { SearchSectionConfig, SearchSectionProps } from './blocks/search-section.ts';
import { ThemedCarouselConfig, ThemedCarouselProps } from './blocks/themed-carousel.ts';
import {
  TravelProtectionBannerConfig,
  TravelProtectionBannerProps,
} from './blocks/travel-protection-banner.ts';
import { TravelStoriesConfig, TravelStoriesProps } from './blocks/travel-stories.ts';

export const BlockId = z.string().min(1).max(128);

/** `?explain=1` for signed-in studio users: what produced this block. */
export const BlockExplain = z
  .object({
    layoutId: z.string(),
    layoutName: z.string().optional(),
    version: z.number().int(),
    placementId: z.string(),
  })
  .meta({ id: 'BlockExplain' });
export type BlockExplain = z.infer<typeof BlockExplain>;

function blockOf<const T extends string, P extends z.ZodType>(type: T, props: P) {
  return z
    .object({
      id: BlockId,
      type: z.literal(type),
      props,
      explain: BlockExplain.optional(),
      get children(): z.ZodOptional<z.ZodArray<typeof Block>> {
        return z.array(Block).optional();
      },
    })
    .meta({ id: `${type}Block` });
}

export const HeroSliderBlock = blockOf('HeroSlider', HeroSliderProps);
export const SearchSectionBlock = blockOf('SearchSection', SearchSectionProps);
export const FlashSaleCarouselBlock = blockOf('FlashSaleCarousel', FlashSaleCarouselProps);
export const BestSellersCarouselBlock = blockOf('BestSellersCarousel', BestSellersCarouselProps);
export const PromiseSectionBlock = blockOf('PromiseSection', PromiseSectionProps);
export const TravelProtectionBannerBlock = blockOf('TravelProtectionBanner', TravelProtectionBannerProps);
export const RecommendedDestinationsBlock = blockOf('RecommendedDestinations', RecommendedDestinationsProps);
export const BrandStoryBlock = blockOf('BrandStory', BrandStoryProps);
export const ReviewWidgetBlock = blockOf('ReviewWidget', ReviewWidgetProps);
export const RecentlyVisitedBlock = blockOf('RecentlyVisited', RecentlyVisitedProps);
export const AdBannerBlock = blockOf('AdBanner', AdBannerProps);
export const ReferAFriendBannerBlock = blockOf('ReferAFriendBanner', ReferAFriendBannerProps);
export const ThemedCarouselBlock = blockOf('ThemedCarousel', ThemedCarouselProps);
export const TravelStoriesBlock = blockOf('TravelStories', TravelStoriesProps);
export const ErrorModalBlock = blockOf('ErrorModal', ErrorModalProps);
export const ErrorPageBlock = blockOf('ErrorPage', ErrorPageProps);
export const PromotionBarBlock = blockOf('PromotionBar', PromotionBarProps);
export const HeaderBlock = blockOf('Header', HeaderProps);
export const FooterBlock = blockOf('Footer', FooterProps);

export const Block = z
  .discriminatedUnion('type', [
    HeroSliderBlock,
    SearchSectionBlock,
    FlashSaleCarouselBlock,
    BestSellersCarouselBlock,
    PromiseSectionBlock,
    TravelProtectionBannerBlock,
    RecommendedDestinationsBlock,
    BrandStoryBlock,
    ReviewWidgetBlock,
    RecentlyVisitedBlock,
    AdBannerBlock,
    ReferAFriendBannerBlock,
    ThemedCarouselBlock,
    TravelStoriesBlock,
    ErrorModalBlock,
    ErrorPageBlock,
    PromotionBarBlock,
    HeaderBlock,
    FooterBlock,
  ])
  .meta({ id: 'Block' });
export type Block = z.infer<typeof Block>;
export type BlockType = Block['type'];
export type BlockOfType<T extends BlockType> = Extract<Block, { type: T }>;
export type PropsOf<T extends BlockType> = BlockOfType<T>['props'];

/** Props schema of every block type. */
export const BLOCK_PROPS_SCHEMAS = {
  HeroSlider: HeroSliderProps,
  SearchSection: SearchSectionProps,
  FlashSaleCarousel: FlashSaleCarouselProps,
  BestSellersCarousel: BestSellersCarouselProps,
  PromiseSection: PromiseSectionProps,
  TravelProtectionBanner: TravelProtectionBannerProps,
  RecommendedDestinations: RecommendedDestinationsProps,
  BrandStory: BrandStoryProps,
  ReviewWidget: ReviewWidgetProps,
  RecentlyVisited: RecentlyVisitedProps,
  AdBanner: AdBannerProps,
  ReferAFriendBanner: ReferAFriendBannerProps,
  ThemedCarousel: ThemedCarouselProps,
  TravelStories: TravelStoriesProps,
  ErrorModal: ErrorModalProps,
  ErrorPage: ErrorPageProps,
  PromotionBar: PromotionBarProps,
  Header: HeaderProps,
  Footer: FooterProps,
} as const satisfies { [T in BlockType]: z.ZodType<PropsOf<T>> };

/** CMS config schema of every block type: what the studio may set on a placement. */
export const BLOCK_CONFIG_SCHEMAS = {
  HeroSlider: HeroSliderConfig,
  SearchSection: SearchSectionConfig,
  FlashSaleCarousel: FlashSaleCarouselConfig,
  BestSellersCarousel: BestSellersCarouselConfig,
  PromiseSection: PromiseSectionConfig,
  TravelProtectionBanner: TravelProtectionBannerConfig,
  RecommendedDestinations: RecommendedDestinationsConfig,
  BrandStory: BrandStoryConfig,
  ReviewWidget: ReviewWidgetConfig,
  RecentlyVisited: RecentlyVisitedConfig,
  AdBanner: AdBannerConfig,
  ReferAFriendBanner: ReferAFriendBannerConfig,
  ThemedCarousel: ThemedCarouselConfig,
  TravelStories: TravelStoriesConfig,
  ErrorModal: ErrorModalConfig,
  ErrorPage: ErrorPageConfig,
  PromotionBar: PromotionBarConfig,
  Header: HeaderConfig,
  Footer: FooterConfig,
} as const satisfies { [T in BlockType]: z.ZodType };
export type ConfigOf<T extends BlockType> = z.output<(typeof BLOCK_CONFIG_SCHEMAS)[T]>;

export const BLOCK_TYPES = Object.keys(BLOCK_PROPS_SCHEMAS) as BlockType[];
export const BlockType = z.enum(BLOCK_TYPES as [BlockType, ...BlockType[]]).meta({ id: 'BlockType' });

/** Which region a block type belongs in (ARCHITECTURE.md: header, main, footer, overlays). */
export const BLOCK_REGION: { [T in BlockType]: 'header' | 'main' | 'footer' | 'overlays' } = {
  PromotionBar: 'header',
  Header: 'header',
  HeroSlider: 'main',
  SearchSection: 'main',
  FlashSaleCarousel: 'main',
  BestSellersCarousel: 'main',
  PromiseSection: 'main',
  TravelProtectionBanner: 'main',
  RecommendedDestinations: 'main',
  BrandStory: 'main',
  ReviewWidget: 'main',
  RecentlyVisited: 'main',
  AdBanner: 'main',
  ReferAFriendBanner: 'main',
  ThemedCarousel: 'main',
  TravelStories: 'main',
  ErrorModal: 'overlays',
  ErrorPage: 'main',
  Footer: 'footer',
};
