/**
 * A labelled text input of a checkout form (passengers, voucher): the label above, the hint under the
 * label, the error under the input. An error makes the input `aria-invalid` and describes it (the error
 * first, then the hint), so a screen reader reads the error when the input takes focus. The input is
 * uncontrolled: what the traveller typed stays, whatever the server answers.
 */
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Icon } from './icons.tsx';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  id: string;
  label: string;
  hint?: string | null;
  error?: string | null;
  /** After the input, on its row (the voucher's apply button). */
  addon?: ReactNode;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

export const fieldErrorId = (id: string) => `${id}-error`;

export function Field({ id, label, hint, error, addon, className, required, ...input }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? fieldErrorId(id) : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  const classes = ['wp-field', error ? 'wp-field--invalid' : null, className].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <label className="wp-field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="wp-field__required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className="wp-field__hint">
          {hint}
        </p>
      ) : null}
      <div className="wp-field__control">
        <input
          {...input}
          id={id}
          className="wp-field__input"
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {addon}
      </div>
      {error ? (
        <p id={errorId} className="wp-field__error">
          <Icon name="alert" size={18} strokeWidth={2} />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
