/** UI copy by language (the catalogue's trip copy lives in catalogue/trip-copy.ts). */
import type { Lang } from '../markets.ts';
import { checkoutDe } from './checkout-de.ts';
import { checkoutEn } from './checkout-en.ts';
import { checkoutEs } from './checkout-es.ts';
import { checkoutFr } from './checkout-fr.ts';
import type { CheckoutCopy } from './checkout-types.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { paymentDe } from './payment-de.ts';
import { paymentEn } from './payment-en.ts';
import { paymentEs } from './payment-es.ts';
import { paymentFr } from './payment-fr.ts';
import type { PaymentCopy } from './payment-types.ts';
import { pdpDe } from './pdp-de.ts';
import { pdpEn } from './pdp-en.ts';
import { pdpEs } from './pdp-es.ts';
import { pdpFr } from './pdp-fr.ts';
import type { PdpCopy } from './pdp-types.ts';
import type { SiteCopy } from './types.ts';

export type { CheckoutCopy } from './checkout-types.ts';
export type { PaymentCopy } from './payment-types.ts';
export type { PdpCopy } from './pdp-types.ts';
export type { SiteCopy } from './types.ts';

export const COPY: Record<Lang, SiteCopy> = { en, es, fr, de };

/** Copy of the trip page's data. */
export const PDP_COPY: Record<Lang, PdpCopy> = { en: pdpEn, es: pdpEs, fr: pdpFr, de: pdpDe };

/** Copy of the checkout's data (flight messages, rooms, activities, insurance packages). */
export const CHECKOUT_COPY: Record<Lang, CheckoutCopy> = {
  en: checkoutEn,
  es: checkoutEs,
  fr: checkoutFr,
  de: checkoutDe,
};

/** Copy of the payment step, the booking and its documents (methods, confirmation, budget, ticket). */
export const PAYMENT_COPY: Record<Lang, PaymentCopy> = {
  en: paymentEn,
  es: paymentEs,
  fr: paymentFr,
  de: paymentDe,
};
