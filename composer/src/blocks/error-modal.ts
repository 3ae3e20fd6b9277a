/** The error modal opened by the errorCode query parameter (storefront.md §2 Query parameters, §4 Modals, §8). */
import { ERROR_MODAL_DELAY_MS } from '@waypoint/config';
import { defineResolver } from '../compose/types.ts';

/** Codes that can be used as translation keys; anything else gets the generic copy. */
const CODE_SHAPE = /^[A-Z0-9_]{1,64}$/;

export const errorModal = defineResolver({
  type: 'ErrorModal',
  dimensions: ['locale', 'errorCode'],
  async resolve({ ctx, t }) {
    const code = ctx.errorCode?.trim();
    if (!code) return null;
    // §8: the message of each code is the product's own; an unknown code falls back to the generic copy.
    // The code's own key is asked first with an empty default, so translator mode shows that key.
    const copy = (field: 'title' | 'message'): string => {
      const own = CODE_SHAPE.test(code) ? t(`errors.${code}.${field}`, { defaultValue: '' }) : '';
      return own !== '' ? own : t(`errors.generic.${field}`);
    };
    return {
      errorCode: code.slice(0, 64),
      title: copy('title'),
      message: copy('message'),
      closeLabel: t('errorModal.close'),
      // §9 Timing: the modal opens about 1 s after load.
      delayMs: ERROR_MODAL_DELAY_MS,
    };
  },
});
