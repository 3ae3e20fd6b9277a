import { describe, expect, it } from 'vitest';
import { useKit } from '../../test/block-kit.ts';
import { product, tripParams, withTrip } from '../../test/trip-fixtures.ts';
import { tripHeaderText } from './trip-header-text.ts';

const kit = useKit();

const run = (pdpHeader: { mobile: string; tabletUp: string } | null) =>
  kit.run(tripHeaderText, { params: tripParams(), sources: withTrip(product({ pdpHeader })) });

describe('TripHeaderText (buying-flow.md §2: the campaign PDP header text)', () => {
  it("shows the campaign's text for phones and for larger screens, trimmed", async () => {
    const { props } = await run({ mobile: '  Book by Sunday  ', tabletUp: '\nBook by Sunday: 20% off\n' });
    expect(props).toEqual([{ mobile: 'Book by Sunday', tabletUp: 'Book by Sunday: 20% off' }]);
  });

  it('is shown when only one of the two texts is set', async () => {
    const { props } = await run({ mobile: '', tabletUp: 'Only on larger screens' });
    expect(props).toEqual([{ mobile: '', tabletUp: 'Only on larger screens' }]);
  });

  it('is hidden without a campaign header or with blank texts only', async () => {
    expect((await run(null)).result).toBeNull();
    expect((await run({ mobile: '  ', tabletUp: '\t' })).result).toBeNull();
  });
});
