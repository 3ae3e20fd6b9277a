/**
 * Save the trip as a budget (buying-flow.md §7 "Budget": `/api/budget/create`, `PUT /api/budget/update`):
 * from the trip page's selection (its address) or from the checkout's attempt. 'download' opens its PDF;
 * 'send' stores the e-mail and sends the budget there, then shows the budget page.
 */
import { z } from 'zod';
import type { PageParams } from '../pages/define-page.ts';
import { budgetPath } from '../payments/document-views.ts';
import type { BudgetInput } from '../sources/documents-api.ts';
import type { TripParams } from '../trip/selection.ts';
import { defineAction } from './define-action.ts';

/** From the checkout: its attempt; from the trip page: the selection in its address. */
function budgetInput(params: PageParams, email: string): BudgetInput {
  const withEmail = email ? { email } : {};
  const token = params['token'];
  if (typeof token === 'string') return { orderAttemptToken: token, ...withEmail };
  const trip = params as unknown as TripParams;
  return {
    productId: trip.productId,
    categoryId: trip.category,
    departureCity: trip.city,
    departureDate: trip.date,
    adults: trip.adults,
    children: trip.children,
    babies: trip.babies,
    ...withEmail,
  };
}

export const createBudget = defineAction({
  name: 'createBudget',
  page: ['product', 'checkout'],
  input: z.strictObject({
    send: z.boolean(),
    email: z.string().trim().max(254).optional(),
  }),
  async run(args) {
    const params = args.page.params;
    const { market } = params;
    const email = args.input.email?.trim() ?? '';
    if (args.input.send && !z.email().safeParse(email).success) {
      return { errors: [{ field: 'email', code: 'INVALID_EMAIL', message: args.t('budget.errors.email') }] };
    }
    const documents = args.sources.documents;
    const created = await documents.createBudget(budgetInput(params, email));
    if (created.kind === 'invalid') {
      args.log.info({ fields: created.fields }, 'budget refused');
      return {
        errors: [{ field: 'budget', code: 'BUDGET_REFUSED', message: args.t('budget.errors.refused') }],
      };
    }
    const path = budgetPath(market, created.budget.id);
    if (!args.input.send) return { navigate: `${path}.pdf` };
    const sent = await documents.updateBudget(created.budget.id, {
      email,
      send: { link: `${args.origin}${path}` },
    });
    if (sent.kind === 'invalid') {
      return { errors: [{ field: 'email', code: 'INVALID_EMAIL', message: args.t('budget.errors.email') }] };
    }
    return { navigate: `${path}?sent=1` };
  },
});
