import type { ActionFieldError, BudgetActionsProps } from '@waypoint/schemas';
import { type FormEvent, type Ref, useEffect, useId, useRef, useState } from 'react';
import { Field } from '../shared/Field.tsx';
import { Icon } from '../shared/icons.tsx';
import { Modal } from '../shared/Modal.tsx';
import { Spinner, usePendingDispatch } from '../shared/pending.tsx';
import type { Stylesheets } from '../types.ts';

/** The stylesheets the block needs (paths under blocks/src), shared parts first. */
export const styles: Stylesheets = [
  'shared/TripPanel',
  'shared/Field',
  'shared/Pending',
  'shared/Modal',
  'BudgetActions/BudgetActions',
];

type Send = NonNullable<BudgetActionsProps['send']>;

/** The e-mail input's name: also the send action's extra input field, and the field a refusal names. */
export const EMAIL_FIELD = 'email';

/** The message to show at the e-mail field for a refusal: the field's own error, else the first one. */
export function sendError(errors: readonly ActionFieldError[]): string | null {
  return (errors.find((error) => error.field === EMAIL_FIELD) ?? errors[0])?.message ?? null;
}

const DownloadIcon = () => <Icon name="download" size={18} strokeWidth={2} />;

interface SendFormProps {
  id: string;
  send: Send;
  error: string | null;
  pending: boolean;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  onEdit: () => void;
  /** The dialog's cancel button; none in the plain disclosure (its summary closes it). */
  onCancel?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  className: string;
}

/** The e-mail and the send button: a plain form, posted as is without a runtime. */
function SendForm({
  id,
  send,
  error,
  pending,
  onSubmit,
  onEdit,
  onCancel,
  inputRef,
  className,
}: SendFormProps) {
  return (
    <form className={`budget-actions__send-form ${className}`} method="post" noValidate onSubmit={onSubmit}>
      <Field
        id={id}
        ref={inputRef}
        label={send.emailLabel}
        name={EMAIL_FIELD}
        type="email"
        defaultValue={send.email}
        autoComplete="email"
        spellCheck={false}
        required
        error={error}
        onChange={onEdit}
      />
      <div className="budget-actions__send-buttons">
        <button type="submit" className="wp-btn" aria-disabled={pending ? true : undefined}>
          {pending ? <Spinner /> : null}
          {send.submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="wp-btn wp-btn--inverse" onClick={onCancel}>
            {send.cancelLabel}
          </button>
        ) : null}
      </div>
    </form>
  );
}

/**
 * Save the trip as a budget (buying-flow.md §1; §2 "a 'set budget' modal"; §6 "PDP rules": direct
 * download or 'send budget PDF', as the site allows). Download dispatches its action (the answer opens
 * the PDF). Send opens a modal dialog (native <dialog>, shared/Modal: focus stays inside, Escape and
 * Cancel close it, focus goes back to the button) with the e-mail field, focused on opening; sending
 * dispatches `send.action` with `{ email }` added, a refusal's message is shown at the field, success
 * closes the dialog and the patch brings `done`, said in a polite status line with its link. Props that
 * carry an error at the field open the dialog at once. Without scripting, each is a plain form: send
 * in a <details> disclosure instead of the dialog (`@media (scripting: none)`).
 */
export function BudgetActions({ title, download, send, done }: BudgetActionsProps) {
  const id = useId();
  const headingId = `${id}-title`;
  const dialogId = `${id}-dialog`;
  const email = useRef<HTMLInputElement>(null);
  const { runtime, pending, run } = usePendingDispatch();
  const [open, setOpen] = useState(() => Boolean(send?.error));
  /** The message of the last refused send; null: the props' own error. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const [edited, setEdited] = useState(false);
  // New props (a patch) bring their own error.
  const [shownFor, setShownFor] = useState(send);
  if (shownFor !== send) {
    setShownFor(send);
    setRefusal(null);
    setEdited(false);
  }
  const error = edited ? null : (refusal ?? send?.error ?? null);

  // On opening (the dialog is open by then: shared/Modal's effect runs first) and after a refusal.
  useEffect(() => {
    if (open) email.current?.focus();
  }, [open, refusal]);

  const onDownload = (event: FormEvent<HTMLFormElement>) => {
    if (!runtime || !download) return;
    event.preventDefault();
    if (pending !== 'download') void run('download', download.action);
  };

  const onSend = async (event: FormEvent<HTMLFormElement>) => {
    if (!runtime || !send) return;
    event.preventDefault();
    if (pending === 'send') return;
    const control = event.currentTarget.elements.namedItem(EMAIL_FIELD) as { value?: unknown } | null;
    const value = typeof control?.value === 'string' ? control.value : '';
    const result = await run('send', send.action, { [EMAIL_FIELD]: value });
    if (result?.status === 'refused') {
      setEdited(false);
      setRefusal(sendError(result.errors));
    } else if (result?.status === 'applied') {
      setOpen(false);
    }
  };

  const onEdit = () => {
    if (error !== null) setEdited(true);
  };

  return (
    <section className="budget-actions wp-trip-block" aria-labelledby={headingId}>
      <div className="wp-container">
        <div className="wp-trip-panel">
          <h2 id={headingId} className="wp-trip-panel__title">
            {title}
          </h2>
          <div className="budget-actions__done" role="status">
            {done ? (
              <p className="budget-actions__done-text">
                <Icon name="check" size={20} strokeWidth={2.4} />
                <span>
                  {done.message}{' '}
                  <a className="budget-actions__done-link" href={done.href}>
                    {done.linkLabel}
                  </a>
                </span>
              </p>
            ) : null}
          </div>
          <div className="budget-actions__buttons">
            {download ? (
              <form className="budget-actions__download" method="post" onSubmit={onDownload}>
                <button
                  type="submit"
                  className="wp-btn wp-btn--inverse"
                  aria-disabled={pending === 'download' ? true : undefined}
                >
                  {pending === 'download' ? <Spinner /> : <DownloadIcon />}
                  {download.label}
                </button>
              </form>
            ) : null}
            {send ? (
              <>
                <button
                  type="button"
                  className="wp-btn budget-actions__open"
                  aria-haspopup="dialog"
                  aria-controls={dialogId}
                  onClick={() => setOpen(true)}
                >
                  <Icon name="mail" size={18} strokeWidth={2} />
                  {send.label}
                </button>
                <details className="budget-actions__plain" open={send.error ? true : undefined}>
                  <summary className="wp-btn budget-actions__summary">
                    <Icon name="mail" size={18} strokeWidth={2} />
                    {send.label}
                  </summary>
                  <SendForm
                    id={`${id}-plain-email`}
                    className="budget-actions__send-form--plain"
                    send={send}
                    error={send.error}
                    pending={false}
                    onEdit={() => undefined}
                  />
                </details>
              </>
            ) : null}
          </div>
        </div>
      </div>
      {/* Outside the panel: its flow spacing would move the centred dialog. */}
      {send ? (
        <Modal
          id={dialogId}
          open={open}
          onClose={() => setOpen(false)}
          title={send.modalTitle}
          closeLabel={send.cancelLabel}
        >
          <SendForm
            id={`${id}-email`}
            className="budget-actions__send-form--dialog"
            send={send}
            error={error}
            pending={pending === 'send'}
            onSubmit={onSend}
            onEdit={onEdit}
            onCancel={() => setOpen(false)}
            inputRef={email}
          />
        </Modal>
      ) : null}
    </section>
  );
}
