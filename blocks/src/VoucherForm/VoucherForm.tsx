import type { ActionFieldError, VoucherFormProps } from '@waypoint/schemas';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Field } from '../shared/Field.tsx';
import { Icon } from '../shared/icons.tsx';
import { useKeepFocusWithin } from '../shared/keep-focus.ts';
import { Spinner, usePendingDispatch } from '../shared/pending.tsx';
import type { Stylesheets } from '../types.ts';

/** The stylesheets the block needs (paths under blocks/src), shared parts first. */
export const styles: Stylesheets = [
  'shared/TripPanel',
  'shared/Field',
  'shared/Pending',
  'VoucherForm/VoucherForm',
];

/** The input's name: also the action's input field, and the field a refusal names. */
export const VOUCHER_FIELD = 'voucherCode';

/** The message to show at the field for a refusal: the field's own error, else the first one. */
export function voucherError(errors: readonly ActionFieldError[]): string | null {
  return (errors.find((error) => error.field === VOUCHER_FIELD) ?? errors[0])?.message ?? null;
}

/**
 * A voucher code for the order attempt (buying-flow.md §5 "Promocode", §7 `payment/discounts`) and the
 * wallet credit (§6). Applying posts what was typed; a refusal's message is shown at the field
 * (`aria-invalid`, described by it) and focus goes back to the field, the typed code kept (the input
 * is uncontrolled). The applied code is said in a polite status line, with its remove button.
 */
export function VoucherForm({
  title,
  label,
  value,
  applied,
  error,
  apply,
  remove,
  wallet,
}: VoucherFormProps) {
  const id = useId();
  const headingId = `${id}-title`;
  const inputId = `${id}-code`;
  const input = useRef<HTMLInputElement>(null);
  const { runtime, pending, run } = usePendingDispatch();
  /** The message of the last refused apply; null: the props' own error. */
  const [refusal, setRefusal] = useState<{ message: string } | null>(null);
  const [edited, setEdited] = useState(false);
  // New props (a patch) bring their own error.
  const [shownFor, setShownFor] = useState({ value, error, applied });
  if (shownFor.value !== value || shownFor.error !== error || shownFor.applied !== applied) {
    setShownFor({ value, error, applied });
    setRefusal(null);
    setEdited(false);
  }
  const shownError = edited ? null : refusal ? refusal.message : error;
  // Removing the code removes its button: focus moves to the code field.
  const panel = useRef<HTMLDivElement>(null);
  useKeepFocusWithin(panel, [applied]);

  useEffect(() => {
    if (refusal) input.current?.focus();
  }, [refusal]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    if (!runtime) return;
    event.preventDefault();
    if (pending === 'apply') return;
    const control = event.currentTarget.elements.namedItem(VOUCHER_FIELD) as { value?: unknown } | null;
    const code = typeof control?.value === 'string' ? control.value : '';
    const result = await run('apply', apply.action, { [VOUCHER_FIELD]: code });
    if (result?.status === 'refused') {
      const message = voucherError(result.errors);
      setEdited(false);
      setRefusal(message ? { message } : null);
    }
  };

  return (
    <section className="voucher-form wp-trip-block" aria-labelledby={headingId}>
      <div className="wp-container">
        <div ref={panel} className="wp-trip-panel">
          <h2 id={headingId} className="wp-trip-panel__title">
            {title}
          </h2>
          <form
            className="voucher-form__form"
            method="post"
            noValidate
            aria-labelledby={headingId}
            onSubmit={onSubmit}
          >
            <Field
              id={inputId}
              className="voucher-form__field"
              label={label}
              name={VOUCHER_FIELD}
              type="text"
              defaultValue={value}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              error={shownError}
              onChange={() => {
                if (shownError !== null) setEdited(true);
              }}
              ref={input}
              addon={
                <button
                  type="submit"
                  className="wp-btn wp-btn--inverse voucher-form__apply"
                  aria-disabled={pending === 'apply' ? true : undefined}
                >
                  {pending === 'apply' ? <Spinner /> : null}
                  {apply.label}
                </button>
              }
            />
          </form>
          <div className="voucher-form__applied">
            <p className="voucher-form__applied-text" role="status">
              {applied ? (
                <>
                  <Icon name="tag" size={18} />
                  <span>{applied}</span>
                </>
              ) : null}
            </p>
            {applied && remove ? (
              <button
                type="button"
                className="voucher-form__remove"
                aria-disabled={pending === 'remove' ? true : undefined}
                onClick={() => {
                  if (pending !== 'remove') void run('remove', remove.action);
                }}
              >
                {pending === 'remove' ? <Spinner /> : <Icon name="close" size={14} strokeWidth={2.4} />}
                {remove.label}
              </button>
            ) : null}
          </div>
          {wallet ? (
            <div className="voucher-form__wallet">
              <p className="voucher-form__wallet-text">
                <Icon name="payment" size={18} />
                <span>{wallet.text}</span>
              </p>
              {wallet.bestCombination ? <p className="voucher-form__best">{wallet.bestCombination}</p> : null}
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
