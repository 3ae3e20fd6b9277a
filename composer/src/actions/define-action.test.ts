import { describe, expect, it } from 'vitest';
import { submitOf } from './define-action.ts';
import { pay } from './pay.ts';
import { selectCategory } from './select-category.ts';
import { selectDepartureDate } from './select-departure-date.ts';
import { submitLead } from './submit-lead.ts';

describe('submitOf', () => {
  it('is the submit action a block carries: the action by name, the input as given', () => {
    expect(submitOf(selectCategory, { category: 7 })).toEqual({
      kind: 'submit',
      action: 'selectCategory',
      input: { category: 7 },
    });
    // The fields the client adds are not carried: the same JSON as a bare object.
    expect(JSON.stringify(submitOf(pay, {}, { clientAdds: ['consent'] }))).toBe(
      '{"kind":"submit","action":"pay","input":{}}',
    );
    expect(submitOf(selectDepartureDate, { adults: 2 }, { clientAdds: ['date'] }).input).toEqual({
      adults: 2,
    });
  });

  it("checks the input against the action's input as posted (pnpm typecheck fails when one of these passes)", () => {
    const refused = [
      // @ts-expect-error a category is a number
      submitOf(selectCategory, { category: '7' }),
      // @ts-expect-error the input has no city
      submitOf(selectCategory, { category: 7, city: 'MAD' }),
      // @ts-expect-error the category is required
      submitOf(selectCategory, {}),
      // @ts-expect-error pay's consent is required unless the client adds it
      submitOf(pay, {}),
      // @ts-expect-error the client can only add a field of the input
      submitOf(pay, {}, { clientAdds: ['amount'] }),
    ];
    expect(refused).toHaveLength(5);
    // Defaults and transforms apply after posting: the lead form's fields may all be left out.
    expect(submitOf(submitLead, {}).input).toEqual({});
  });
});
