import { defineResolver } from '../compose/types.ts';

/** Stub: replaced by the trip page's resolver. */
export const breadcrumbs = defineResolver({
  type: 'Breadcrumbs',
  dimensions: ['market', 'locale'],
  async resolve() {
    return null;
  },
});
