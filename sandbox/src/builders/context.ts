/**
 * What every response builder gets: the catalogue, the market, the copy language, the media base URL
 * and today's date (for departure days and prices), always from the sandbox clock (the `now` option).
 */
import type { Catalogue } from '../catalogue/index.ts';
import {
  CHECKOUT_COPY,
  type CheckoutCopy,
  COPY,
  PAYMENT_COPY,
  type PaymentCopy,
  PDP_COPY,
  type PdpCopy,
  type SiteCopy,
} from '../copy/index.ts';
import type { Lang, Market } from '../markets.ts';

export interface BuildContext {
  catalogue: Catalogue;
  market: Market;
  lang: Lang;
  /** Absolute base URL for media ('http://127.0.0.1:4010' or '…/sandbox'). */
  base: string;
  copy: SiteCopy;
  pdpCopy: PdpCopy;
  checkoutCopy: CheckoutCopy;
  paymentCopy: PaymentCopy;
  /** YYYY-MM-DD, the UTC date of the sandbox clock. */
  today: string;
}

export function buildContext(
  catalogue: Catalogue,
  market: Market,
  lang: Lang,
  base: string,
  today: string,
): BuildContext {
  return {
    catalogue,
    market,
    lang,
    base,
    copy: COPY[lang],
    pdpCopy: PDP_COPY[lang],
    checkoutCopy: CHECKOUT_COPY[lang],
    paymentCopy: PAYMENT_COPY[lang],
    today,
  };
}
