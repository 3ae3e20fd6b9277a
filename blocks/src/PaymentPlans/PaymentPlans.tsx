import type { PaymentPlansProps } from '@waypoint/schemas';
import { useId } from 'react';
import { type PaymentChoice, PaymentChoices } from '../shared/PaymentChoices.tsx';
import type { Stylesheets } from '../types.ts';

/** The stylesheets the block needs (paths under blocks/src), shared parts first. */
export const styles: Stylesheets = [
  'shared/TripPanel',
  'shared/Pending',
  'shared/PaymentChoices',
  'PaymentPlans/PaymentPlans',
];

/**
 * Pay in full or in shares (buying-flow.md §2 "Checkout", §6 "Payment plan": only when more than one
 * plan is offered): a radio card per plan, its label in large type ('25% today', §9 "Payment plan
 * labels"), its detail and what each payment charges, in order. The selected plan is the one marked so
 * (§4); choosing another dispatches its action at once (PaymentChoices, shared with PaymentMethods).
 */
export function PaymentPlans({ title, plans }: PaymentPlansProps) {
  const headingId = `${useId()}-title`;
  const choices: PaymentChoice[] = plans.map((plan) => ({
    value: String(plan.index),
    selected: plan.selected,
    action: plan.choose,
    label: plan.label,
    details: (
      <>
        <p className="payment-plans__detail">{plan.detail}</p>
        <ol
          // biome-ignore lint/a11y/noRedundantRoles: list-style: none drops the list role in Safari.
          role="list"
          className="payment-plans__payments"
          data-code={plan.code}
        >
          {plan.payments.map((amount, index) => (
            <li key={index} className="payment-plans__payment">
              {amount}
            </li>
          ))}
        </ol>
      </>
    ),
    className: 'payment-plans__plan',
  }));
  return (
    <section className="payment-plans wp-trip-block" aria-labelledby={headingId}>
      <div className="wp-container">
        <div className="wp-trip-panel">
          <PaymentChoices
            name="paymentPlan"
            title={title}
            headingId={headingId}
            choices={choices}
            className="payment-plans__form"
          />
        </div>
      </div>
    </section>
  );
}
