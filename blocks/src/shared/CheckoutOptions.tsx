/**
 * The checkout's personalisation sections (accommodation, activities, insurance, extra nights: one props
 * shape, schemas' checkout-option.ts): a titled list of option cards, each with its name, description,
 * price and price details, and its button. Several at once (activities) are toggle buttons
 * (`aria-pressed`); one of them (a room) are radio-like, the chosen one `aria-current`. The chosen
 * option with nothing to do keeps an inert (`aria-disabled`) button with its label ('Selected'); any
 * other option with nothing to do shows its label as plain text ('Not available'); an unavailable one
 * is muted and dashed, not by colour alone. The button of a pending choice is `aria-disabled` with a
 * spinner.
 */
import type { AccommodationOptionsProps } from '@waypoint/schemas';
import { useId, useRef } from 'react';
import { Icon } from './icons.tsx';
import { useKeepFocusWithin } from './keep-focus.ts';
import { Spinner, usePendingDispatch } from './pending.tsx';

/** The four blocks' props (the same shape under four names). */
export type CheckoutOptionsProps = AccommodationOptionsProps;
export type CheckoutOption = CheckoutOptionsProps['options'][number];

interface OptionCardProps {
  option: CheckoutOption;
  id: string;
  multiple: boolean;
  pending: boolean;
  onChoose: (option: CheckoutOption) => void;
}

function OptionCard({ option, id, multiple, pending, onChoose }: OptionCardProps) {
  const nameId = `${id}-name`;
  const priceId = `${id}-price`;
  const hasPrice = option.price !== null || option.priceDetails !== null;
  const classes = [
    'checkout-option',
    option.selected ? 'checkout-option--selected' : null,
    option.available ? null : 'checkout-option--unavailable',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <li className={classes} data-option={option.id}>
      <div className="checkout-option__text">
        <h3 id={nameId} className="checkout-option__name">
          {option.selected ? (
            <Icon name="check" size={18} strokeWidth={2.6} className="checkout-option__check" />
          ) : null}
          {option.name}
        </h3>
        {option.description ? <p className="checkout-option__description">{option.description}</p> : null}
      </div>
      <div className="checkout-option__side">
        {hasPrice ? (
          <p id={priceId} className="checkout-option__price">
            {option.price !== null ? (
              <strong className="checkout-option__amount">{option.price}</strong>
            ) : null}
            {option.priceDetails !== null ? (
              <span className="checkout-option__details">{option.priceDetails}</span>
            ) : null}
          </p>
        ) : null}
        {option.action || option.selected ? (
          <button
            type="button"
            className={
              option.selected
                ? 'wp-btn checkout-option__button'
                : 'wp-btn wp-btn--inverse checkout-option__button'
            }
            aria-pressed={multiple ? option.selected : undefined}
            aria-current={!multiple && option.selected ? 'true' : undefined}
            aria-describedby={hasPrice ? `${nameId} ${priceId}` : nameId}
            // The chosen option with nothing to do is an inert button, not text: the button that was just
            // pressed to choose it stays, and keeps the focus, when the patch comes.
            aria-disabled={pending || !option.action ? true : undefined}
            onClick={() => {
              if (!pending && option.action) onChoose(option);
            }}
          >
            {pending ? <Spinner /> : null}
            {option.actionLabel}
          </button>
        ) : (
          <p className="checkout-option__state">{option.actionLabel}</p>
        )}
      </div>
    </li>
  );
}

export interface CheckoutOptionsSectionProps extends CheckoutOptionsProps {
  /** The block's name in class names: `checkout-options--<kind>`. */
  kind: 'accommodation' | 'activity' | 'insurance' | 'extra-night';
}

export function CheckoutOptions({
  kind,
  title,
  intro,
  multiple,
  options,
  revision,
}: CheckoutOptionsSectionProps) {
  const id = useId();
  const headingId = `${id}-title`;
  const { pending, run } = usePendingDispatch();
  const list = useRef<HTMLUListElement>(null);
  useKeepFocusWithin(list, [options]);
  const onChoose = (option: CheckoutOption) => {
    if (option.action) void run(option.id, option.action);
  };
  return (
    <section
      className={`checkout-options checkout-options--${kind} wp-trip-block`}
      aria-labelledby={headingId}
      data-revision={revision}
    >
      <div className="wp-container">
        <div className="wp-trip-panel">
          <div className="checkout-options__head">
            <h2 id={headingId} className="wp-trip-panel__title">
              {title}
            </h2>
            {intro ? <p className="checkout-options__intro">{intro}</p> : null}
          </div>
          <ul
            ref={list}
            // biome-ignore lint/a11y/noRedundantRoles: list-style: none drops the list role in Safari.
            role="list"
            className="checkout-options__list"
          >
            {options.map((option) => (
              <OptionCard
                key={option.id}
                id={`${id}-${option.id}`}
                option={option}
                multiple={multiple}
                pending={pending === option.id}
                onChoose={onChoose}
              />
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
