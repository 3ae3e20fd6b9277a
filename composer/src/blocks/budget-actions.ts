/**
 * Save the trip as a budget (a quote) (buying-flow.md §2: the budget buttons of the trip page and the
 * 'set budget' modal at checkout; §6 "PDP rules": a direct download for B2B, some partners, sales, advisors
 * and private label, 'send budget PDF' for everyone else). The props hold no visitor data: the actions read
 * the trip's selection or the attempt from the page's address.
 */
import { budgetPdfMode } from '@waypoint/config';
import { createBudget } from '../actions/create-budget.ts';
import { submitOf } from '../actions/define-action.ts';
import { defineResolver } from '../compose/types.ts';

export const budgetActions = defineResolver({
  type: 'BudgetActions',
  dimensions: ['locale', 'siteKind', 'affiliate', 'siteFlags'],
  async resolve({ t, ctx, params }) {
    if (params['step'] !== undefined && params['step'] !== 'payment' && params['step'] !== 'personalization')
      return null;
    const mode = budgetPdfMode(ctx.site, ctx.isAdvisor);
    if (mode === 'none') return null;
    return {
      title: t('budget.actions.title'),
      download:
        mode === 'download'
          ? { label: t('budget.actions.download'), action: submitOf(createBudget, { send: false }) }
          : null,
      send:
        mode === 'send'
          ? {
              label: t('budget.actions.send'),
              modalTitle: t('budget.actions.modalTitle'),
              emailLabel: t('budget.actions.email'),
              email: '',
              submitLabel: t('budget.actions.submit'),
              cancelLabel: t('budget.actions.cancel'),
              action: submitOf(createBudget, { send: true }),
              error: null,
            }
          : null,
      done: null,
    };
  },
});
