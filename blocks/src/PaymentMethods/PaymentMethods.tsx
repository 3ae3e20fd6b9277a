import type { PaymentMethodsProps } from '@waypoint/schemas';
import { useId } from 'react';
import { Icon } from '../shared/icons.tsx';
import { type PaymentChoice, PaymentChoices } from '../shared/PaymentChoices.tsx';
import type { Stylesheets } from '../types.ts';

/** The stylesheets the block needs (paths under blocks/src), shared parts first. */
export const styles: Stylesheets = [
  'shared/TripPanel',
  'shared/Pending',
  'shared/PaymentChoices',
  'PaymentMethods/PaymentMethods',
];

type Method = PaymentMethodsProps['methods'][number];

/** The method's kind as a small picture (decorative: the label names the method). */
const KIND_ICONS: Record<Method['kind'], string> = { card: 'payment', ach: 'bank', bnpl: 'instalments' };

const MethodIcon = ({ kind }: { kind: Method['kind'] }) => (
  <Icon name={KIND_ICONS[kind]} className="payment-methods__icon" />
);

/**
 * How to pay (buying-flow.md §4 "Payment"): a radio card per method of the order attempt, each with its
 * fee line (§3 `paymentFee`); choosing one dispatches its `choose` action at once (PaymentChoices). The
 * prompt is shown while none is chosen; the buy-now-pay-later promo (US, CA; §6, §9) as a highlighted
 * note after the methods.
 */
export function PaymentMethods({ title, methods, prompt, bnplPromo }: PaymentMethodsProps) {
  const headingId = `${useId()}-title`;
  const choices: PaymentChoice[] = methods.map((method) => ({
    value: String(method.id),
    selected: method.selected,
    action: method.choose,
    label: method.label,
    icon: <MethodIcon kind={method.kind} />,
    details: method.fee ? <span className="payment-methods__fee">{method.fee}</span> : undefined,
    className: `payment-methods__method payment-methods__method--${method.kind}`,
  }));
  return (
    <section className="payment-methods wp-trip-block" aria-labelledby={headingId}>
      <div className="wp-container">
        <div className="wp-trip-panel">
          <PaymentChoices
            name="paymentMethod"
            title={title}
            headingId={headingId}
            choices={choices}
            prompt={prompt}
            className="payment-methods__form"
          />
          {bnplPromo ? (
            <p className="payment-methods__promo">
              <Icon name="tag" size={20} />
              <span>{bnplPromo}</span>
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
