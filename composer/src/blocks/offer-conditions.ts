/**
 * The chosen category's conditions (buying-flow.md §2, §7 "Offer conditions block"). A failing call hides
 * this block only, logged as ERROR_OFFER_CONDITIONS_BLOCK (§8) with the request id.
 */
import { defineResolver } from '../compose/types.ts';
import { Errors } from '../errors.ts';
import { TRIP, tripOf } from '../trip/trip-data.ts';
import { sanitizeRichHtml } from './sanitize.ts';

export const offerConditions = defineResolver({
  type: 'OfferConditions',
  dimensions: [...TRIP, 'param:category'],
  async resolve(args) {
    const { category } = await tripOf(args);
    let block: Awaited<ReturnType<typeof args.sources.contentBlock>>;
    try {
      block = await args.sources.contentBlock(category.conditionsBlockId, { signal: args.signal });
    } catch (cause) {
      throw new Errors.ERROR_OFFER_CONDITIONS_BLOCK(category.categoryId, { cause });
    }
    const html = sanitizeRichHtml(block.html);
    return html === '' ? null : { title: block.title, html };
  },
});
