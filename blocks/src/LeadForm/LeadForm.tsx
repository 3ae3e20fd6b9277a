import type { ActionFieldError, LeadFormProps } from '@waypoint/schemas';
import { type FormEvent, useId, useState } from 'react';
import { Field } from '../shared/Field.tsx';
import { Icon } from '../shared/icons.tsx';
import { Spinner, usePendingDispatch } from '../shared/pending.tsx';
import { FORM_NOT_SENT_ANCHOR } from '../shared/runtime.tsx';
import type { Stylesheets } from '../types.ts';

/** The stylesheets the block needs (paths under blocks/src), shared parts first. */
export const styles: Stylesheets = ['shared/Field', 'shared/Pending', 'LeadForm/LeadForm'];

/** The inputs' names: the action's input fields, the fields a refusal names, and the no-JS form's fields. */
export const LEAD_FIELDS = { name: 'name', email: 'email', consent: 'consent' } as const;
/** Without JavaScript the form posts to the page URL; this field names the action to run. */
export const ACTION_FIELD = '_action';

/** The first message per field of a refusal. */
export function leadErrors(errors: readonly ActionFieldError[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const error of errors) out[error.field] ??= error.message;
  return out;
}

/**
 * The raffle's lead form (storefront.md §2, §7 "Lead form"): name, e-mail and consent. With the runtime
 * it dispatches `submitLead` and shows a refusal at its fields (what was typed stays: the inputs are
 * uncontrolled); the answer's patch replaces the form with the thank-you. Without JavaScript it is a
 * plain POST to the page URL (the browser checks the required fields), answered with a 303: to the
 * thank-you, or back to the page at #form-not-sent, where the notice that is its target asks the visitor
 * to check the fields (the form cannot show what was typed: it is in no URL and no cache).
 */
export function LeadForm({
  title,
  intro,
  name,
  email,
  consent,
  submit,
  failed,
  notSent,
  sent,
}: LeadFormProps) {
  const id = useId();
  const headingId = `${id}-title`;
  const { runtime, pending, run } = usePendingDispatch();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState(false);

  if (sent) {
    return (
      <section className="lead-form wp-section" aria-labelledby={headingId}>
        <div className="wp-container">
          <div className="lead-form__card lead-form__card--sent" role="status">
            <Icon name="check" size={32} strokeWidth={2.4} />
            <h2 id={headingId} className="lead-form__title">
              {sent.title}
            </h2>
            <p>{sent.text}</p>
          </div>
        </div>
      </section>
    );
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    if (!runtime) return;
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const value = (field: string) => {
      const control = form.elements.namedItem(field) as HTMLInputElement | null;
      return control ? (control.type === 'checkbox' ? control.checked : control.value) : '';
    };
    setFailure(false);
    const result = await run('submit', submit.action, {
      name: value(LEAD_FIELDS.name),
      email: value(LEAD_FIELDS.email),
      consent: value(LEAD_FIELDS.consent),
    });
    if (result?.status === 'refused') setErrors(leadErrors(result.errors));
    else if (result?.status === 'failed') setFailure(true);
  };
  const consentError = errors[LEAD_FIELDS.consent];
  const consentId = `${id}-consent`;

  return (
    <section className="lead-form wp-section" aria-labelledby={headingId}>
      <div className="wp-container">
        <div className="lead-form__card">
          <h2 id={headingId} className="lead-form__title">
            {title}
          </h2>
          <p className="lead-form__intro">{intro}</p>
          <form className="lead-form__form" method="post" aria-labelledby={headingId} onSubmit={onSubmit}>
            <input type="hidden" name={ACTION_FIELD} value={submit.action.action} />
            {/* Shown only as the page's target, after a form posted without JavaScript came back. */}
            <p id={FORM_NOT_SENT_ANCHOR} className="lead-form__error lead-form__not-sent" tabIndex={-1}>
              <Icon name="alert" size={18} strokeWidth={2} />
              <span>{notSent}</span>
            </p>
            <Field
              id={`${id}-name`}
              label={name.label}
              name={LEAD_FIELDS.name}
              type="text"
              autoComplete="name"
              maxLength={100}
              required
              error={errors[LEAD_FIELDS.name] ?? null}
            />
            <Field
              id={`${id}-email`}
              label={email.label}
              name={LEAD_FIELDS.email}
              type="email"
              autoComplete="email"
              maxLength={254}
              required
              error={errors[LEAD_FIELDS.email] ?? null}
            />
            <div
              className={
                consentError ? 'lead-form__consent lead-form__consent--invalid' : 'lead-form__consent'
              }
            >
              <input
                id={consentId}
                className="lead-form__checkbox"
                type="checkbox"
                name={LEAD_FIELDS.consent}
                value="true"
                required
                aria-invalid={consentError ? true : undefined}
                aria-describedby={consentError ? `${consentId}-error` : undefined}
              />
              <label htmlFor={consentId}>
                {consent.label} <a href={consent.privacy.href}>{consent.privacy.label}</a>
              </label>
              {consentError ? (
                <p id={`${consentId}-error`} className="lead-form__error">
                  <Icon name="alert" size={18} strokeWidth={2} />
                  <span>{consentError}</span>
                </p>
              ) : null}
            </div>
            {failure ? (
              <p className="lead-form__error" role="alert">
                {failed}
              </p>
            ) : null}
            <button
              type="submit"
              className="wp-btn wp-btn--accent lead-form__submit"
              aria-disabled={pending ? true : undefined}
            >
              {pending ? <Spinner /> : null}
              {submit.label}
            </button>
          </form>
        </div>
      </div>
    </section>
  );
}
