/**
 * Typed actions (ARCHITECTURE.md "Actions"): what interactive blocks carry in their props. The request
 * and answer of `POST /v1/actions/<name>` are in action-api.ts.
 */
import { z } from 'zod';

/** An action's name: `selectCategory`, `setPassengers`, ... */
export const ActionName = z
  .string()
  .regex(/^[a-z][a-zA-Z0-9]{1,63}$/)
  .meta({ id: 'ActionName' });

/** The analytics events of the spec (storefront.md §3, buying-flow.md §3 and §4). */
export const AnalyticsEventName = z
  .enum([
    'sku_selected',
    'checkout_started',
    'order_attempt',
    'booking_attempted',
    'filter_applied',
    'account_created',
    'call_attempted',
    'consent_updated',
    'user_logged_in',
    'click',
    'travel_advisor_registration',
    'cancel_simulation',
  ])
  .meta({ id: 'AnalyticsEventName' });
export type AnalyticsEventName = z.infer<typeof AnalyticsEventName>;

/** An event with its entities (sku, product, ...), built on the server where the data is. */
export const AnalyticsEvent = z
  .object({ event: AnalyticsEventName, entities: z.record(z.string(), z.unknown()) })
  .meta({ id: 'AnalyticsEvent' });
export type AnalyticsEvent = z.infer<typeof AnalyticsEvent>;

export const NavigateAction = z
  .object({ kind: z.literal('navigate'), href: z.string().min(1) })
  .meta({ id: 'NavigateAction', description: 'Go to another page' });

export const SubmitAction = z
  .object({
    kind: z.literal('submit'),
    action: ActionName,
    input: z
      .record(z.string(), z.unknown())
      .describe("The action's input; a client adds what the visitor chose (a day, a count) to it"),
    background: z
      .literal(true)
      .optional()
      .describe(
        'A long load (a flight search): it holds no other action back; a newer action of its block aborts it, and its answer is dropped once the page has moved on',
      ),
  })
  .meta({ id: 'SubmitAction', description: 'POST /v1/actions/<action> and apply its answer' });
export type SubmitAction = z.infer<typeof SubmitAction>;

export const OpenModalAction = z
  .object({ kind: z.literal('openModal'), id: z.string().min(1) })
  .meta({ id: 'OpenModalAction' });

export const CloseModalAction = z.object({ kind: z.literal('closeModal') }).meta({ id: 'CloseModalAction' });

export const TrackAction = z
  .object({ kind: z.literal('track'), ...AnalyticsEvent.shape })
  .meta({ id: 'TrackAction', description: 'Emit an analytics event' });
export type TrackAction = z.infer<typeof TrackAction>;

export const Action = z
  .discriminatedUnion('kind', [NavigateAction, SubmitAction, OpenModalAction, CloseModalAction, TrackAction])
  .meta({ id: 'Action' });
export type Action = z.infer<typeof Action>;
