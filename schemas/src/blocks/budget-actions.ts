import { z } from 'zod';
import { SubmitAction } from '../actions.ts';
import { defineBlock } from '../define-block.ts';

/**
 * Save the trip as a budget (a quote) (buying-flow.md §1; §2 "a 'set budget' modal" at checkout and the
 * budget buttons of the trip page; §6 "PDP rules": direct download for B2B, some partners, sales, advisors
 * and private label; 'send budget PDF' for everyone else except advisors and private label).
 */
export const BudgetActionsProps = z
  .object({
    title: z.string(),
    /** Creates the budget and opens its PDF; null where the rules offer no direct download. */
    download: z.object({ label: z.string(), action: SubmitAction }).nullable(),
    /** The 'set budget' modal: an e-mail address, then the budget is sent there; null where not offered. */
    send: z
      .object({
        label: z.string(),
        modalTitle: z.string(),
        emailLabel: z.string(),
        email: z.string(),
        submitLabel: z.string(),
        cancelLabel: z.string(),
        action: SubmitAction,
        error: z.string().nullable(),
      })
      .nullable(),
    /** After a send: 'Budget sent to ana@example.com', with the link to it. */
    done: z.object({ message: z.string(), href: z.string(), linkLabel: z.string() }).nullable(),
  })
  .meta({ id: 'BudgetActionsProps' });
export type BudgetActionsProps = z.infer<typeof BudgetActionsProps>;

export const BudgetActionsConfig = z.strictObject({}).meta({ id: 'BudgetActionsConfig' });

export const BudgetActionsDefinition = defineBlock({
  type: 'BudgetActions',
  props: BudgetActionsProps,
  config: BudgetActionsConfig,
  region: 'main',
  pageKinds: ['product', 'checkout'],
  label: 'Budget (quote)',
  description: 'Download the trip as a budget PDF, or send it by e-mail, as the site kind allows.',
  interactive: { hydrate: 'load' },
});
