import type { PaymentMethodsProps } from '@waypoint/schemas';
import { useId } from 'react';
import { Icon } from '../shared/icons.tsx';
import { type PaymentChoice, PaymentChoices } from './PaymentChoices.tsx';

type Method = PaymentMethodsProps['methods'][number];

/** The method's kind as a small picture (decorative: the label names the method). */
const KIND_PATHS: Record<Method['kind'], string> = {
  card: 'M3 6h18v12H3zM3 10h18M7 15h4',
  ach: 'M3 10h18M12 3l9 5H3zM5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 20h18',
  bnpl: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4M8 14h2M11 14h2M14 14h2M8 17h2',
};

function MethodIcon({ kind }: { kind: Method['kind'] }) {
  return (
    <svg
      className="payment-methods__icon"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={KIND_PATHS[kind]} />
    </svg>
  );
}

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
