import type { PassengerFormProps } from '@waypoint/schemas';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Field } from '../shared/Field.tsx';
import { Icon } from '../shared/icons.tsx';
import { Spinner, usePendingDispatch } from '../shared/pending.tsx';
import type { Stylesheets } from '../types.ts';
import {
  collectPassengers,
  fieldName,
  fieldNames,
  type Refusal,
  readControl,
  refusalOf,
} from './passenger-values.ts';

/** The stylesheets the block needs (paths under blocks/src), shared parts first. */
export const styles: Stylesheets = [
  'shared/TripPanel',
  'shared/Field',
  'shared/Pending',
  'PassengerForm/PassengerForm',
];

/**
 * Who travels (buying-flow.md §2 "Checkout" passengers step; §5 "Age bands"): a fieldset per passenger,
 * a labelled input per field with its hint, and the error at its field (`aria-invalid`, described by the
 * error). Saving posts every field through the runtime; a refusal's errors are shown at their fields
 * (errors naming no field above the form, in an alert) and focus goes to the first invalid field. The
 * inputs are uncontrolled: nothing typed is lost. An error goes once its field is edited. Without a
 * runtime the form posts as a plain form.
 */
export function PassengerForm({ title, intro, passengers, save, guest }: PassengerFormProps) {
  const id = useId();
  const headingId = `${id}-title`;
  const form = useRef<HTMLFormElement>(null);
  const alert = useRef<HTMLDivElement>(null);
  const { runtime, pending, run } = usePendingDispatch();
  /** The errors of the last refused save; null: the props' own errors. */
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  /** Fields edited since their error was shown. */
  const [edited, setEdited] = useState<ReadonlySet<string>>(() => new Set());
  // New props (a patch) bring their own errors.
  const [shownFor, setShownFor] = useState(passengers);
  if (shownFor !== passengers) {
    setShownFor(passengers);
    setRefusal(null);
    setEdited(new Set());
  }

  // After a refusal: focus on the first invalid field (or on the alert, when no field is named).
  useEffect(() => {
    if (!refusal) return;
    const first = form.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]');
    if (first) first.focus();
    else if (refusal.form.length > 0) alert.current?.focus();
  }, [refusal]);

  const errorAt = (name: string, fromProps: string | null): string | null => {
    if (edited.has(name)) return null;
    return refusal ? (refusal.fields[name] ?? null) : fromProps;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    if (!runtime) return;
    event.preventDefault();
    if (pending === 'save') return;
    const target = event.currentTarget;
    const input = collectPassengers(passengers, (name) => readControl(target, name));
    const result = await run('save', save.action, input);
    if (result?.status === 'refused') {
      setEdited(new Set());
      setRefusal(refusalOf(result.errors, fieldNames(passengers)));
    }
  };

  const onEdit = (name: string, fromProps: string | null) => {
    if (errorAt(name, fromProps) !== null) setEdited((current) => new Set(current).add(name));
  };

  const formErrors = refusal?.form ?? [];
  return (
    <section className="passenger-form wp-trip-block" aria-labelledby={headingId}>
      <div className="wp-container">
        <div className="wp-trip-panel">
          <div className="passenger-form__head">
            <h2 id={headingId} className="wp-trip-panel__title">
              {title}
            </h2>
            <p className="passenger-form__intro">{intro}</p>
            {guest ? (
              <p className="passenger-form__guest">
                <Icon name="person" size={18} />
                <span>{guest}</span>
              </p>
            ) : null}
          </div>
          <form
            ref={form}
            className="passenger-form__form"
            method="post"
            noValidate
            aria-labelledby={headingId}
            onSubmit={onSubmit}
          >
            <div ref={alert} className="passenger-form__alert" role="alert" tabIndex={-1}>
              {formErrors.length > 0 ? (
                <ul
                  // biome-ignore lint/a11y/noRedundantRoles: list-style: none drops the list role in Safari.
                  role="list"
                  className="passenger-form__alert-list"
                >
                  {formErrors.map((message) => (
                    <li key={message}>
                      <Icon name="alert" size={18} strokeWidth={2} />
                      <span>{message}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
            {passengers.map((passenger, index) => (
              <fieldset key={fieldName(index, '')} className="passenger-form__passenger">
                <legend className="passenger-form__legend">
                  <span className="passenger-form__who">{passenger.title}</span>{' '}
                  <span className="passenger-form__age">{passenger.ageLabel}</span>
                </legend>
                <div className="passenger-form__fields">
                  {passenger.fields.map((field) => {
                    const name = fieldName(index, field.name);
                    return (
                      <Field
                        key={name}
                        id={`${id}-${index}-${field.name}`}
                        className={`passenger-form__field passenger-form__field--${field.name}`}
                        name={name}
                        label={field.label}
                        type={field.input}
                        defaultValue={field.value}
                        required={field.required}
                        autoComplete={field.autocomplete}
                        min={field.min ?? undefined}
                        max={field.max ?? undefined}
                        hint={field.hint}
                        error={errorAt(name, field.error)}
                        onChange={() => onEdit(name, field.error)}
                      />
                    );
                  })}
                </div>
              </fieldset>
            ))}
            <div className="passenger-form__actions">
              <button
                type="submit"
                className="wp-btn passenger-form__save"
                aria-disabled={pending === 'save' ? true : undefined}
              >
                {pending === 'save' ? <Spinner /> : null}
                {save.label}
              </button>
            </div>
          </form>
        </div>
      </div>
    </section>
  );
}
