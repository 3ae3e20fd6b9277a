/** What a category includes: its tabs and its conditions block (buying-flow.md §2 PDP, §7 conditions). */
import type { UpstreamCategoryTab, UpstreamContentBlock } from '@waypoint/schemas';
import type { z } from 'zod';
import { type CategoryRef, CONDITIONS_BLOCK_BASE, cityName, type TripOffers } from '../catalogue/index.ts';
import type { PdpCopy } from '../copy/index.ts';
import { escapeXml, fill } from '../text.ts';
import type { BuildContext } from './context.ts';
import { hotelName } from './product-copy.ts';

const list = (items: readonly string[]) =>
  `<ul>${items.map((item) => `<li>${escapeXml(item)}</li>`).join('')}</ul>`;

function included(copy: PdpCopy, offers: TripOffers): string[] {
  return offers.isLandOnly ? [...copy.included.items] : [copy.included.flights, ...copy.included.items];
}

/** Hotels and Included, plus Not included for some categories. */
export function categoryTabs(ctx: BuildContext, ref: CategoryRef): z.infer<typeof UpstreamCategoryTab>[] {
  const { pdpCopy: copy, lang } = ctx;
  const { trip, offers, category } = ref;
  const hotels = trip.cities.map((city) => {
    const hotel = hotelName(category.tier, cityName(city, 'en'));
    return `<li><strong>${escapeXml(cityName(city, lang))}</strong>: ${escapeXml(hotel)}</li>`;
  });
  const intro = fill(copy.tabs.hotelsIntro, { tier: copy.tiers[category.tier] });
  const tabs = [
    { title: copy.tabs.hotels, html: `<p>${escapeXml(intro)}</p><ul>${hotels.join('')}</ul>` },
    { title: copy.tabs.included, html: list(included(copy, offers)) },
  ];
  if (category.notIncludedTab) tabs.push({ title: copy.tabs.notIncluded, html: list(copy.notIncluded) });
  return tabs;
}

/** GET /api/content-block/{id}: the conditions of the category whose conditionsBlockId is `id`. */
export function contentBlock(ctx: BuildContext, id: number): UpstreamContentBlock | undefined {
  const ref = ctx.catalogue.categoryById(id - CONDITIONS_BLOCK_BASE);
  if (!ref || ref.category.conditionsBlockId !== id) return undefined;
  const { conditions, tiers } = ctx.pdpCopy;
  const html = [
    `<h3>${escapeXml(conditions.included)}</h3>`,
    list(included(ctx.pdpCopy, ref.offers)),
    `<h3>${escapeXml(conditions.cancellation)}</h3>`,
    conditions.cancellationHtml,
    `<h3>${escapeXml(conditions.payment)}</h3>`,
    conditions.paymentHtml,
  ].join('');
  return { id, title: fill(conditions.title, { tier: tiers[ref.category.tier] }), html };
}
