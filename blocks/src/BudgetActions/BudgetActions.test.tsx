import type { BudgetActionsProps } from '@waypoint/schemas';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { hostElements, recordingRuntime, submit } from '../../test/test-kit.tsx';
import { BudgetActions, sendError } from './BudgetActions.tsx';
import {
  bothProps,
  budgetActionsProps,
  DOWNLOAD_ACTION,
  downloadOnlyProps,
  refusedProps,
  SEND_ACTION,
  sentProps,
} from './story-props.ts';

const render = (props: BudgetActionsProps) => renderToStaticMarkup(<BudgetActions {...props} />);
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const attr = (tag: string, name: string) => tag.match(new RegExp(` ${name}="([^"]*)"`))?.[1];
const dialogOf = (html: string) => html.match(/<dialog [\s\S]*?<\/dialog>/)?.[0] ?? '';
const elements = (props: BudgetActionsProps, runtime: ReturnType<typeof recordingRuntime> | null) =>
  hostElements(<BudgetActions {...props} />, runtime);
const formWith = (
  props: BudgetActionsProps,
  runtime: ReturnType<typeof recordingRuntime> | null,
  name: string,
) => elements(props, runtime).find((e) => e.type === 'form' && String(e.props.className).includes(name))!;

describe('BudgetActions', () => {
  const html = render(budgetActionsProps());

  it('is a section named by its heading, with an empty polite status line', () => {
    const id = html.match(/<section [^>]*aria-labelledby="([^"]+)"/)?.[1];
    expect(html).toContain(
      `<h2 id="${id}" class="wp-trip-panel__title">Not ready to book? Save a quote</h2>`,
    );
    expect(html).toContain('<div class="budget-actions__done" role="status"></div>');
  });

  it('has a send button that opens the dialog labelled by its title, closed and empty at first', () => {
    const opener = html.match(/<button [^>]*class="wp-btn budget-actions__open"[^>]*>/)?.[0] ?? '';
    expect(attr(opener, 'type')).toBe('button');
    expect(attr(opener, 'aria-haspopup')).toBe('dialog');
    const dialog = dialogOf(html);
    expect(dialog).toMatch(new RegExp(`^<dialog id="${attr(opener, 'aria-controls')}" class="wp-modal`));
    expect(dialog).not.toMatch(/^<dialog[^>]* open/);
    const titleId = attr(dialog, 'aria-labelledby');
    expect(dialog).toContain(`<h2 id="${titleId}" class="wp-modal__title">Send this quote by e-mail</h2>`);
    expect(dialog).not.toContain('<form');
    expect(text(html)).toContain('Send the quote by e-mail');
  });

  it('has the plain send form in a closed disclosure, for pages without scripting', () => {
    const plain = html.match(/<details class="budget-actions__plain">[\s\S]*?<\/details>/)?.[0] ?? '';
    expect(plain).toMatch(
      /<summary class="wp-btn budget-actions__summary">[\s\S]*Send the quote by e-mail<\/summary>/,
    );
    expect(plain).toContain(
      '<form class="budget-actions__send-form budget-actions__send-form--plain" noValidate="" method="post">',
    );
    const input = plain.match(/<input [^>]*>/)?.[0] ?? '';
    expect([attr(input, 'type'), attr(input, 'name'), attr(input, 'autoComplete')]).toEqual([
      'email',
      'email',
      'email',
    ]);
    expect(plain).toContain(`<label class="wp-field__label" for="${attr(input, 'id')}">E-mail address`);
    expect(plain).not.toContain('Cancel');
  });

  it('opens the dialog (and the disclosure) on props with an error at the field', () => {
    const refused = render(refusedProps());
    expect(refused).toContain('<details class="budget-actions__plain" open="">');
    const dialog = dialogOf(refused);
    const input = dialog.match(/<input [^>]*>/)?.[0] ?? '';
    expect(attr(input, 'value')).toBe('ana.garcia@example');
    expect(attr(input, 'aria-invalid')).toBe('true');
    const errorId = attr(input, 'aria-describedby');
    expect(
      text(dialog.match(new RegExp(`<p id="${errorId}" class="wp-field__error">[\\s\\S]*?</p>`))?.[0] ?? ''),
    ).toBe('Enter a valid e-mail address, like name@example.com.');
    expect(dialog).toMatch(/<button type="submit" class="wp-btn">Send<\/button>/);
    expect(dialog).toMatch(/<button type="button" class="wp-btn wp-btn--inverse">Cancel<\/button>/);
  });

  it('shows the download button only where offered', () => {
    expect(html).not.toContain('budget-actions__download');
    const download = render(downloadOnlyProps());
    expect(download).toContain('<form class="budget-actions__download" method="post">');
    expect(text(download)).toContain('Download the quote (PDF)');
    expect(download).not.toContain('<dialog');
    expect(download).not.toContain('<details');
  });

  it('says the budget was sent, with its link', () => {
    const sent = render(sentProps());
    const status = sent.match(/<div class="budget-actions__done" role="status">[\s\S]*?<\/div>/)?.[0] ?? '';
    expect(text(status)).toBe('Quote sent to ana.garcia@example.com. Open the quote');
    expect(status).toContain(
      '<a class="budget-actions__done-link" href="/us/budget/pdf/b-48213">Open the quote</a>',
    );
  });
});

describe('BudgetActions actions', () => {
  it('dispatch the download', () => {
    const runtime = recordingRuntime();
    const sent = submit(formWith(bothProps(), runtime, 'budget-actions__download'), {});
    expect(sent.prevented).toBe(true);
    expect(runtime.calls).toEqual([{ action: DOWNLOAD_ACTION, extra: undefined, rest: [] }]);
  });

  it('send the typed address from the dialog, added to the action’s input', async () => {
    const runtime = recordingRuntime();
    const sent = submit(formWith(refusedProps(), runtime, 'budget-actions__send-form--dialog'), {
      email: 'ana.garcia@example.com',
    });
    expect(sent.prevented).toBe(true);
    await sent.returned;
    expect(runtime.calls).toEqual([
      { action: SEND_ACTION, extra: { email: 'ana.garcia@example.com' }, rest: [] },
    ]);
  });

  it('take a refusal without throwing', async () => {
    const runtime = recordingRuntime(() => ({
      status: 'refused',
      errors: [{ field: 'email', code: 'email', message: 'Enter a valid e-mail address.' }],
    }));
    const sent = submit(formWith(refusedProps(), runtime, 'budget-actions__send-form--dialog'), {
      email: 'x',
    });
    await expect(sent.returned).resolves.toBeUndefined();
  });

  it('post as plain forms without a runtime', () => {
    expect(submit(formWith(bothProps(), null, 'budget-actions__download'), {}).prevented).toBe(false);
    expect(
      submit(formWith(refusedProps(), null, 'budget-actions__send-form--dialog'), { email: 'a@b.c' })
        .prevented,
    ).toBe(false);
  });
});

describe('sendError', () => {
  it('takes the e-mail field’s error, else the first, else none', () => {
    const error = (field: string, message: string) => ({ field, code: 'x', message });
    expect(sendError([error('orderAttempt', 'Expired.'), error('email', 'Invalid.')])).toBe('Invalid.');
    expect(sendError([error('orderAttempt', 'Expired.')])).toBe('Expired.');
    expect(sendError([])).toBeNull();
  });
});
