/**
 * `POST /v1/actions/<name>` (ARCHITECTURE.md "Actions"): the request, and the answer with a patch of
 * blocks by id, the page's new address and the events. Web and mobile clients apply the same patches.
 */
import { z } from 'zod';
import { AnalyticsEvent } from './actions.ts';
import { Block, BlockId } from './block.ts';

/** `POST /v1/actions/<name>` with the Host and cookies of a page request. */
export const ActionRequest = z
  .strictObject({
    path: z
      .string()
      .min(1)
      .max(2048)
      .startsWith('/')
      .describe('The site path with its query, as the page on screen has it'),
    input: z.unknown().describe("Validated by the action's own schema"),
  })
  .meta({ id: 'ActionRequest' });
export type ActionRequest = z.infer<typeof ActionRequest>;

/** A change replaces the block with that id by the blocks given; none removes it. */
export const PatchChange = z.object({ id: BlockId, blocks: z.array(Block) }).meta({ id: 'PatchChange' });
export type PatchChange = z.infer<typeof PatchChange>;

export const Patch = z
  .object({
    mode: z.literal('transactional').describe('All changes apply, or none'),
    changes: z.array(PatchChange),
  })
  .meta({ id: 'Patch' });
export type Patch = z.infer<typeof Patch>;

/**
 * The codes the composer's own checks refuse a field with (docs/errors.md "Actions"): a client switches
 * on these; the message already says it in the visitor's language.
 */
export const ActionFieldErrorCode = z
  .enum([
    // Any action: posted from another page, or input that breaks the action's schema.
    'ACTION_NOT_ON_PAGE',
    'INVALID_INPUT',
    // The trip page's selection (buying-flow.md §4, §5).
    'CITY_UNAVAILABLE',
    'CATEGORY_UNKNOWN',
    'CATEGORY_NOT_OFFERED',
    'OCCUPANCY_OUT_OF_RANGE',
    'OCCUPANCY_UNAVAILABLE',
    'OCCUPANCY_INVALID',
    'MONTH_OUT_OF_RANGE',
    'DATE_UNAVAILABLE',
    // Flights and the start of a checkout.
    'DATE_REQUIRED',
    'NO_FLIGHT_SEARCH',
    'SEARCH_CANCELLED',
    'FLIGHT_REQUIRED',
    'FLIGHT_UNKNOWN',
    // Checkout writes: a refusal without a field code, another tab's change, an expired attempt.
    'INVALID',
    'STALE_REVISION',
    'ORDER_ATTEMPT_EXPIRED',
    // Paying, the budget and the lead form.
    'CONSENT_REQUIRED',
    'PAYMENT_METHOD_REQUIRED',
    'BUDGET_REFUSED',
    'REQUIRED',
    'TOO_LONG',
    'INVALID_EMAIL',
  ])
  .meta({ id: 'ActionFieldErrorCode' });
export type ActionFieldErrorCode = z.infer<typeof ActionFieldErrorCode>;

/** A field of the input that was refused, in the visitor's language, with a stable code. */
export const ActionFieldError = z
  .object({
    field: z.string(),
    code: z.union([
      ActionFieldErrorCode,
      z
        .string()
        .describe(
          "A code the order attempt's or the lead form's API refused the field with (REQUIRED, VOUCHER_EXPIRED, ...), passed on as it came",
        ),
    ]),
    message: z.string(),
  })
  .meta({ id: 'ActionFieldError' });
export type ActionFieldError = z.infer<typeof ActionFieldError>;

export const ActionResponse = z
  .object({
    patch: Patch.optional(),
    url: z.string().startsWith('/').optional().describe("The page's new address: push it to the history"),
    navigate: z.string().min(1).optional().describe('Go to another page instead'),
    errors: z.array(ActionFieldError).optional().describe('With status 422: nothing changed'),
    events: z.array(AnalyticsEvent).optional(),
  })
  .meta({ id: 'ActionResponse', description: 'The answer of POST /v1/actions/<name>' });
export type ActionResponse = z.infer<typeof ActionResponse>;
