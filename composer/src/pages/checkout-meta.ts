/** A checkout step's meta. */
import type { PageMeta } from '@waypoint/schemas';
import type { TFunction } from 'i18next';
import { visitorPageMeta } from '../compose/page-meta.ts';
import type { RequestContext } from '../context/request-context.ts';

/**
 * A checkout step (buying-flow.md §2 "Checkout"): never indexed, no breadcrumbs of the site (the step
 * breadcrumb is a block), the address with its token and step.
 */
export function checkoutMeta(ctx: RequestContext, t: TFunction, path: string, trip: string): PageMeta {
  return visitorPageMeta(ctx, {
    kind: 'checkout',
    path,
    title: t('checkout.pageTitle', { trip }),
    layout: 'default',
  });
}
