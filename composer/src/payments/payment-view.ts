/**
 * What the payment blocks share: the payment state of the page's attempt (the checkout's payment step, or
 * the part-payment page's booking share) and the words for a provider's refusal.
 */
import type { ProviderStatus } from '@waypoint/schemas';
import type { TFunction } from 'i18next';

/** The traveller's words for why a payment did not go through; the provider's own text is kept beside. */
export function refusalMessage(
  t: TFunction,
  status: ProviderStatus | 'expired' | 'failed' | 'pending',
): string {
  return t(`payment.refused.${status}`, { defaultValue: t('payment.refused.failed') });
}
