import type { ActionFieldError, PaymentFormProps } from '@waypoint/schemas';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Icon } from '../shared/icons.tsx';
import { Spinner, usePendingDispatch } from '../shared/pending.tsx';
import type { Stylesheets } from '../types.ts';

/** The stylesheets the block needs (paths under blocks/src), shared parts first. */
export const styles: Stylesheets = ['shared/TripPanel', 'shared/Pending', 'PaymentForm/PaymentForm'];

/** The checkbox's name: also the pay action's extra input field, and the field a refusal names. */
export const CONSENT_FIELD = 'consent';

export interface PaymentRefusal {
  /** The consent's own error. */
  consent: string | null;
  /** The others (a decline, an expired attempt), once each: shown above the form. */
  form: string[];
}

/** Splits a refused payment's errors between the consent checkbox and the form. */
export function paymentRefusal(errors: readonly ActionFieldError[]): PaymentRefusal {
  const consent = errors.find((error) => error.field === CONSENT_FIELD)?.message ?? null;
  const form = [
    ...new Set(errors.filter((error) => error.field !== CONSENT_FIELD).map((error) => error.message)),
  ];
  return { consent, form };
}

/** Whether a form's consent checkbox is ticked. */
function consentGiven(form: { elements: { namedItem(name: string): unknown } }): boolean {
  const control = form.elements.namedItem(CONSENT_FIELD) as { checked?: unknown } | null;
  return control?.checked === true;
}

/**
 * The pay step (buying-flow.md §2 "a payment section or button", §7 "T&C version", `consent`): the
 * amounts due (strong lines in bold, the last the total to pay now), the consent to the terms in force
 * (required; its error at the box, `aria-invalid` and described by it), the provider's and the
 * mail-or-telephone-order notes, the last payment's error in an alert, and the pay button. Paying
 * dispatches `pay.action` with `{ consent }` added: the answer is usually a `navigate` to the provider's
 * page, which the runtime follows; a refusal's errors are shown at the box or above the form. The pay
 * button is `disabled` when the server says so (no method chosen: it must not post without JavaScript
 * either) and `aria-disabled` with a spinner while paying. Simplified (`ABSimplifiedPaymentSection`):
 * the total alone. Without a runtime the form posts as a plain form (`consent=true` when ticked).
 */
export function PaymentForm({
  title,
  simplified,
  lines,
  consent,
  pay,
  providerNote,
  motoNote,
  error,
}: PaymentFormProps) {
  const id = useId();
  const headingId = `${id}-title`;
  const consentId = `${id}-consent`;
  const consentErrorId = `${consentId}-error`;
  const totalId = `${id}-total`;
  const checkbox = useRef<HTMLInputElement>(null);
  const alert = useRef<HTMLDivElement>(null);
  const { runtime, pending, run } = usePendingDispatch();
  /** The errors of the last refused payment; null: the props' own. */
  const [refusal, setRefusal] = useState<PaymentRefusal | null>(null);
  /** The box was changed since its error was shown. */
  const [edited, setEdited] = useState(false);
  // New props (a patch) bring their own errors.
  const [shownFor, setShownFor] = useState({ consent, error });
  if (shownFor.consent !== consent || shownFor.error !== error) {
    setShownFor({ consent, error });
    setRefusal(null);
    setEdited(false);
  }
  const consentError = edited ? null : refusal ? refusal.consent : consent.error;
  const alerts = refusal ? refusal.form : error ? [error] : [];

  // After a refusal: focus on the box when it is at fault, else on the alert.
  useEffect(() => {
    if (!refusal) return;
    if (refusal.consent) checkbox.current?.focus();
    else if (refusal.form.length > 0) alert.current?.focus();
  }, [refusal]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    if (!runtime) return;
    event.preventDefault();
    if (pending === 'pay' || pay.disabled) return;
    const result = await run('pay', pay.action, { [CONSENT_FIELD]: consentGiven(event.currentTarget) });
    if (result?.status === 'refused') {
      setEdited(false);
      setRefusal(paymentRefusal(result.errors));
    }
  };

  const shownLines = simplified ? lines.slice(-1) : lines;
  const classes = ['payment-form', 'wp-trip-block', simplified ? 'payment-form--simplified' : null]
    .filter(Boolean)
    .join(' ');
  return (
    <section className={classes} aria-labelledby={headingId}>
      <div className="wp-container">
        <div className="wp-trip-panel">
          <h2 id={headingId} className="wp-trip-panel__title">
            {title}
          </h2>
          <div ref={alert} className="payment-form__alert" role="alert" tabIndex={-1}>
            {alerts.map((message) => (
              <p key={message} className="payment-form__alert-text">
                <Icon name="alert" size={20} strokeWidth={2} />
                <span>{message}</span>
              </p>
            ))}
          </div>
          {shownLines.length > 0 ? (
            <dl className="payment-form__lines">
              {shownLines.map((line, index) => {
                const total = index === shownLines.length - 1;
                const lineClasses = [
                  'payment-form__line',
                  line.strong ? 'payment-form__line--strong' : null,
                  total ? 'payment-form__line--total' : null,
                ]
                  .filter(Boolean)
                  .join(' ');
                return (
                  <div key={index} id={total ? totalId : undefined} className={lineClasses}>
                    <dt className="payment-form__line-label">{line.label}</dt>
                    <dd className="payment-form__line-amount">{line.amount}</dd>
                  </div>
                );
              })}
            </dl>
          ) : null}
          <form
            className="payment-form__form"
            method="post"
            noValidate
            aria-labelledby={headingId}
            onSubmit={onSubmit}
          >
            <div
              className={
                consentError
                  ? 'payment-form__consent payment-form__consent--invalid'
                  : 'payment-form__consent'
              }
            >
              <input
                ref={checkbox}
                id={consentId}
                className="payment-form__checkbox"
                type="checkbox"
                name={CONSENT_FIELD}
                value="true"
                defaultChecked={consent.checked}
                required
                aria-invalid={consentError ? true : undefined}
                aria-describedby={consentError ? consentErrorId : undefined}
                data-terms-version={consent.version}
                onChange={() => {
                  if (consentError !== null) setEdited(true);
                }}
              />
              <label className="payment-form__consent-label" htmlFor={consentId}>
                {consent.label}{' '}
                <a className="payment-form__terms" href={consent.termsHref}>
                  {consent.termsLabel}
                </a>
                <span className="payment-form__required" aria-hidden="true">
                  {' *'}
                </span>
              </label>
              {consentError ? (
                <p id={consentErrorId} className="payment-form__consent-error">
                  <Icon name="alert" size={18} strokeWidth={2} />
                  <span>{consentError}</span>
                </p>
              ) : null}
            </div>
            {motoNote ? (
              <p className="payment-form__moto">
                <Icon name="phone" size={18} />
                <span>{motoNote}</span>
              </p>
            ) : null}
            <button
              type="submit"
              className="wp-btn payment-form__pay"
              disabled={pay.disabled}
              aria-disabled={pending === 'pay' ? true : undefined}
              aria-describedby={shownLines.length > 0 ? totalId : undefined}
            >
              {pending === 'pay' ? <Spinner /> : <Icon name="lock" size={18} strokeWidth={2} />}
              {pay.label}
            </button>
            {providerNote ? (
              <p className="payment-form__provider">
                <Icon name="shield" size={18} />
                <span>{providerNote}</span>
              </p>
            ) : null}
          </form>
        </div>
      </div>
    </section>
  );
}
