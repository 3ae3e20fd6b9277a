import { z } from 'zod';
import { Link } from '../common.ts';

export const ReferAFriendBannerProps = z
  .object({ badge: z.string(), title: z.string(), subtitle: z.string(), cta: Link })
  .meta({ id: 'ReferAFriendBannerProps' });
export type ReferAFriendBannerProps = z.infer<typeof ReferAFriendBannerProps>;

export const ReferAFriendBannerConfig = z.strictObject({}).meta({ id: 'ReferAFriendBannerConfig' });
