import { describe, expect, it } from 'vitest';
import { errorCount, groupFieldErrors } from './field-errors.ts';

describe('groupFieldErrors', () => {
  it('files each error under the placement it was sent at, by field', () => {
    const sent = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    const grouped = groupFieldErrors(
      [
        { path: [2, 'config', 'maxCards'], message: 'Too big: expected number to be <=24' },
        { path: [2, 'schedule', 'until'], message: 'the window must end after it starts' },
        { path: [0, 'id'], message: 'Duplicate placement id "a"' },
        { path: [], message: 'Too many placements' },
      ],
      sent,
    );
    expect(grouped.byPlacement).toEqual({
      c: {
        'config.maxCards': ['Too big: expected number to be <=24'],
        'schedule.until': ['the window must end after it starts'],
      },
      a: { id: ['Duplicate placement id "a"'] },
    });
    expect(grouped.general).toEqual(['Too many placements']);
    expect(errorCount(grouped)).toBe(4);
  });
});
