/**
 * Landing pages that staff compose in the studio (storefront.md §2 "/landingPage/[slug]"):
 * `/landingPage/<slug>` (market from `lang`, else the default) and `/<market>/landingPage/<slug>`. Served
 * once published; before that, and for a slug that cannot name one, the not-found page.
 */
import { isMarket } from '@waypoint/config';
import { LandingSlug, type Market } from '@waypoint/schemas';
import { definePage } from './define-page.ts';
import { landingMeta } from './landing-meta.ts';

const SEGMENT = 'landingPage';

export const landing = definePage<{ market: Market; slug: string }>({
  kind: 'landing',
  match({ segments, langMarket }) {
    let market: Market;
    let rest: readonly string[];
    if (segments[0] === SEGMENT) {
      market = langMarket;
      rest = segments.slice(1);
    } else if (segments[1] === SEGMENT && isMarket(segments[0]!.toLowerCase())) {
      market = segments[0]!.toLowerCase() as Market;
      rest = segments.slice(2);
    } else {
      return null;
    }
    const slug = rest.length === 1 ? rest[0]! : '';
    if (!LandingSlug.safeParse(slug).success) return { notFound: `/${segments.join('/')}`, market };
    return { params: { market, slug }, sitePath: `/${market}/${SEGMENT}/${slug}` };
  },
  layoutKey: ({ slug }) => `landing:${slug}`,
  samplePath: (key, { market }) =>
    key.startsWith('landing:') ? `/${market}/landingPage/${key.slice('landing:'.length)}` : null,
  missingLayout: 'notFound',
  scope: 'shared',
  // The title is the layout's name in the studio.
  meta: ({ ctx, t, params, layout }) => landingMeta(ctx, t, params.slug, layout.name ?? params.slug),
});
