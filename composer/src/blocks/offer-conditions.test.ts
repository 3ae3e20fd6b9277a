import type { UpstreamContentBlock } from '@waypoint/schemas';
import { describe, expect, it } from 'vitest';
import { useKit } from '../../test/block-kit.ts';
import { product, tripParams, withTrip } from '../../test/trip-fixtures.ts';
import type { DataSources } from '../sources/data-sources.ts';
import { TRIP } from '../trip/trip-data.ts';
import { offerConditions } from './offer-conditions.ts';

const kit = useKit();

/** A content-block read that records the ids asked and answers `answer`. */
function blocksOf(answer: (id: number) => UpstreamContentBlock) {
  const asked: number[] = [];
  const contentBlock: DataSources['contentBlock'] = async (id) => {
    asked.push(id);
    return answer(id);
  };
  return { asked, contentBlock };
}

describe("OfferConditions (buying-flow.md §2, §7: the chosen category's conditions)", () => {
  it('shows the conditions block of the chosen category, sanitised', async () => {
    const read = blocksOf((id) => ({
      id,
      title: `Conditions ${id}`,
      html: '<p>Free cancellation up to 30 days before.</p><script>steal()</script>',
    }));
    const { props } = await kit.run(offerConditions, {
      params: tripParams({ category: 72 }),
      sources: withTrip(product(), { contentBlock: read.contentBlock }),
    });
    expect(read.asked).toEqual([9002]);
    expect(props).toEqual([
      { title: 'Conditions 9002', html: '<p>Free cancellation up to 30 days before.</p>' },
    ]);
  });

  it('is hidden when nothing is left of the conditions once sanitised', async () => {
    const read = blocksOf((id) => ({ id, title: 'Conditions', html: '<script>steal()</script>' }));
    const { result } = await kit.run(offerConditions, {
      params: tripParams(),
      sources: withTrip(product(), { contentBlock: read.contentBlock }),
    });
    expect(result).toBeNull();
  });

  it('fails as ERROR_OFFER_CONDITIONS_BLOCK (§8) when the block cannot be read, to hide this block only', async () => {
    const contentBlock: DataSources['contentBlock'] = async () => {
      throw new Error('503');
    };
    await expect(
      kit.run(offerConditions, { params: tripParams(), sources: withTrip(product(), { contentBlock }) }),
    ).rejects.toMatchObject({ code: 'ERROR_OFFER_CONDITIONS_BLOCK' });
  });

  it('is cached per trip and category', () => {
    expect(offerConditions.dimensions).toEqual([...TRIP, 'param:category']);
  });
});
