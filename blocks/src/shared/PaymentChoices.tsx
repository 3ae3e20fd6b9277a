/**
 * Cards to choose one of through the runtime (a payment method, a payment plan), shared by
 * PaymentMethods and PaymentPlans: a fieldset whose legend is the block's heading, a native radio per
 * choice (arrow keys move between them) whose label is stretched over its card, so the whole card
 * chooses. Choosing dispatches the choice's action at once and shows it as chosen meanwhile; the
 * answer's patch brings the server's choice, a refusal or a failure puts the props' choice back (a
 * refusal's message in an alert). Without JavaScript the radios are hidden and each card is a submit
 * button of a plain form, posting `<name>=<value>` to the page URL, named by the choice's label
 * (`@media (scripting: none)` in PaymentChoices.css).
 */
import type { SubmitAction } from '@waypoint/schemas';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Icon } from './icons.tsx';
import { Spinner, usePendingDispatch } from './pending.tsx';

export interface PaymentChoice {
  /** The radio's value, and the key of its pending state. */
  value: string;
  selected: boolean;
  action: SubmitAction;
  /** The choice's name: the radio's label. */
  label: ReactNode;
  /** What else the choice says (describes the radio): a fee, the payments. */
  details?: ReactNode;
  /** A decoration before the label. */
  icon?: ReactNode;
  className?: string;
}

export interface PaymentChoicesProps {
  /** The form field's name (posted without JavaScript). */
  name: string;
  title: string;
  /** The heading's id (the block's section is labelled by it). */
  headingId: string;
  choices: readonly PaymentChoice[];
  /** Shown while no choice is chosen, describing the group. */
  prompt?: string | null;
  className?: string;
}

/** What decides whether new props were given: the choices and which one is selected. */
const signatureOf = (choices: readonly PaymentChoice[]) =>
  choices.map((choice) => `${choice.value}${choice.selected ? '*' : ''}`).join(' ');

/** The message of a refusal to show: the first one. */
export function refusalMessage(errors: readonly { message: string }[]): string | null {
  return errors[0]?.message ?? null;
}

export function PaymentChoices({ name, title, headingId, choices, prompt, className }: PaymentChoicesProps) {
  const id = useId();
  const promptId = `${id}-prompt`;
  const { runtime, pending, run } = usePendingDispatch();
  /** The choice chosen here and not confirmed by new props yet; null: the props' choice. */
  const [chosen, setChosen] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  // New props (a patch) bring the server's choice.
  const signature = signatureOf(choices);
  const [shownFor, setShownFor] = useState(signature);
  if (shownFor !== signature) {
    setShownFor(signature);
    setChosen(null);
    setRefusal(null);
  }
  const current = chosen ?? choices.find((choice) => choice.selected)?.value ?? null;
  const showPrompt = Boolean(prompt) && current === null;

  const choose = async (choice: PaymentChoice) => {
    setChosen(choice.value);
    setRefusal(null);
    const result = await run(choice.value, choice.action);
    if (result?.status === 'refused' || result?.status === 'failed') {
      setChosen(null);
      if (result.status === 'refused') setRefusal(refusalMessage(result.errors));
    }
  };

  // With the runtime, choosing is the radio's change: the form never posts (Enter on a radio included).
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (runtime) event.preventDefault();
  };

  return (
    <form
      className={className ? `payment-choices ${className}` : 'payment-choices'}
      method="post"
      noValidate
      onSubmit={onSubmit}
    >
      <fieldset className="payment-choices__fieldset" aria-describedby={showPrompt ? promptId : undefined}>
        <legend className="payment-choices__legend">
          <h2 id={headingId} className="wp-trip-panel__title">
            {title}
          </h2>
        </legend>
        {showPrompt ? (
          <p id={promptId} className="payment-choices__prompt">
            {prompt}
          </p>
        ) : null}
        <div className="payment-choices__alert" role="alert">
          {refusal ? (
            <p className="payment-choices__refusal">
              <Icon name="alert" size={18} strokeWidth={2} />
              <span>{refusal}</span>
            </p>
          ) : null}
        </div>
        <ul
          // biome-ignore lint/a11y/noRedundantRoles: list-style: none drops the list role in Safari.
          role="list"
          className="payment-choices__list"
        >
          {choices.map((choice) => {
            const inputId = `${id}-${choice.value}`;
            const labelId = `${inputId}-label`;
            const detailsId = choice.details ? `${inputId}-details` : undefined;
            return (
              <li
                key={choice.value}
                className={choice.className ? `payment-choice ${choice.className}` : 'payment-choice'}
                data-value={choice.value}
              >
                <input
                  id={inputId}
                  className="payment-choice__input"
                  type="radio"
                  name={name}
                  value={choice.value}
                  checked={current === choice.value}
                  aria-describedby={detailsId}
                  onChange={() => {
                    void choose(choice);
                  }}
                />
                <div className="payment-choice__box">
                  <label id={labelId} className="payment-choice__label" htmlFor={inputId}>
                    <span className="payment-choice__indicator" aria-hidden="true">
                      <Icon name="check" size={14} strokeWidth={3.2} />
                    </span>
                    {choice.icon}
                    <span className="payment-choice__name">{choice.label}</span>
                    {pending === choice.value ? <Spinner /> : null}
                  </label>
                  {choice.details ? (
                    <div id={detailsId} className="payment-choice__details">
                      {choice.details}
                    </div>
                  ) : null}
                  {/* Without JavaScript: the choice posts its choice (hidden otherwise, see the CSS). */}
                  <button
                    type="submit"
                    className="payment-choice__post"
                    name={name}
                    value={choice.value}
                    aria-labelledby={labelId}
                    aria-describedby={detailsId}
                    aria-pressed={choice.selected}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      </fieldset>
    </form>
  );
}
