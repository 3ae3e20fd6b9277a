import { z } from 'zod';
import { Link } from '../common.ts';
import { defineBlock } from '../define-block.ts';

export const ReferAFriendBannerProps = z
  .object({ badge: z.string(), title: z.string(), subtitle: z.string(), cta: Link })
  .meta({ id: 'ReferAFriendBannerProps' });
export type ReferAFriendBannerProps = z.infer<typeof ReferAFriendBannerProps>;

export const ReferAFriendBannerConfig = z.strictObject({}).meta({ id: 'ReferAFriendBannerConfig' });

export const ReferAFriendBannerDefinition = defineBlock({
  type: 'ReferAFriendBanner',
  props: ReferAFriendBannerProps,
  config: ReferAFriendBannerConfig,
  region: 'main',
  pageKinds: ['home', 'landing', 'country', 'region', 'continent', 'content'],
  label: 'Refer a friend',
  description: 'Invites travellers to the referral programme (hidden where the site has no referrals).',
});
