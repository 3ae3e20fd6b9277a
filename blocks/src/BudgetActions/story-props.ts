/** Budget props for the stories and tests, shaped like the composer's (en-US, the Japan trip). */
import type { BudgetActionsProps } from '@waypoint/schemas';

export const DOWNLOAD_ACTION = {
  kind: 'submit' as const,
  action: 'createBudget',
  input: { send: false },
};
export const SEND_ACTION = {
  kind: 'submit' as const,
  action: 'createBudget',
  input: { send: true },
};

const SEND: NonNullable<BudgetActionsProps['send']> = {
  label: 'Send the quote by e-mail',
  modalTitle: 'Send this quote by e-mail',
  emailLabel: 'E-mail address',
  email: '',
  submitLabel: 'Send',
  cancelLabel: 'Cancel',
  action: SEND_ACTION,
  error: null,
};

/** A consumer site: 'send budget PDF' only (§6 "PDP rules"). */
export function budgetActionsProps(overrides: Partial<BudgetActionsProps> = {}): BudgetActionsProps {
  return {
    title: 'Not ready to book? Save a quote',
    download: null,
    send: SEND,
    done: null,
    ...overrides,
  };
}

/** B2B, sales, advisors, private label: the direct download only. */
export function downloadOnlyProps(): BudgetActionsProps {
  return budgetActionsProps({
    download: { label: 'Download the quote (PDF)', action: DOWNLOAD_ACTION },
    send: null,
  });
}

/** Some partners: both. */
export function bothProps(): BudgetActionsProps {
  return budgetActionsProps({ download: { label: 'Download the quote (PDF)', action: DOWNLOAD_ACTION } });
}

/** After a send. */
export function sentProps(): BudgetActionsProps {
  return budgetActionsProps({
    send: { ...SEND, email: 'ana.garcia@example.com' },
    done: {
      message: 'Quote sent to ana.garcia@example.com.',
      href: '/us/budget/pdf/b-48213',
      linkLabel: 'Open the quote',
    },
  });
}

/** The server refused the address the page was rendered with. */
export function refusedProps(): BudgetActionsProps {
  return budgetActionsProps({
    send: {
      ...SEND,
      email: 'ana.garcia@example',
      error: 'Enter a valid e-mail address, like name@example.com.',
    },
  });
}
