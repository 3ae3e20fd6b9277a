import { z } from 'zod';
import { Link } from '../common.ts';
import { defineBlock } from '../define-block.ts';

/**
 * The refer-a-friend page's programme (storefront.md §3 "Referral", §4 "Referral", §9 "Refer-a-friend"):
 * what the friend (godson) and the referrer (godfather) get, how it works, and the 'Refer a friend now'
 * call to action. A visitor who arrived with an MGM code is told they were invited. Where the site has
 * no member-get-member promotion (§6: advisors in AU), `offer` and `cta` are null and `unavailable` says so.
 */
export const ReferralProgramProps = z
  .object({
    title: z.string(),
    intro: z.string(),
    invitation: z
      .object({ title: z.string(), text: z.string() })
      .nullable()
      .describe(
        'The visitor arrived with ?MGM=<code>: they were invited, and the friend discount is theirs.',
      ),
    offer: z
      .object({
        badge: z.string().describe("storefront.md §9 'LIMITED OFFER'"),
        friend: z.string().describe("'Give your friends {discountAmount} Off'"),
        you: z.string().describe("'and save {discountAmount} yourself'"),
      })
      .nullable(),
    steps: z.object({ title: z.string(), items: z.array(z.object({ title: z.string(), text: z.string() })) }),
    cta: Link.nullable().describe("'Refer a friend now': a ready-made e-mail to a friend"),
    unavailable: z.object({ text: z.string(), home: Link }).nullable(),
  })
  .meta({ id: 'ReferralProgramProps' });
export type ReferralProgramProps = z.infer<typeof ReferralProgramProps>;

export const ReferralProgramConfig = z.strictObject({}).meta({ id: 'ReferralProgramConfig' });

export const ReferralProgramDefinition = defineBlock({
  type: 'ReferralProgram',
  props: ReferralProgramProps,
  config: ReferralProgramConfig,
  region: 'main',
  pageKinds: ['referral'],
  label: 'Referral programme',
  description: 'The refer-a-friend discounts, how it works and its call to action.',
});
