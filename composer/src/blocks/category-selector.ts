import { defineResolver } from '../compose/types.ts';

/** Stub: replaced by the trip page's resolver. */
export const categorySelector = defineResolver({
  type: 'CategorySelector',
  dimensions: ['market', 'locale'],
  async resolve() {
    return null;
  },
});
