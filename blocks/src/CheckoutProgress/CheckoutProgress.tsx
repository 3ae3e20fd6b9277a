import type { CheckoutProgressProps } from '@waypoint/schemas';
import { useRef } from 'react';
import { Icon } from '../shared/icons.tsx';
import { useKeepFocusWithin } from '../shared/keep-focus.ts';
import { StatusMessages } from '../shared/Notice.tsx';
import { Spinner, usePendingDispatch } from '../shared/pending.tsx';
import type { Stylesheets } from '../types.ts';

/** The stylesheets the block needs (paths under blocks/src), shared parts first. */
export const styles: Stylesheets = ['shared/Notice', 'shared/Pending', 'CheckoutProgress/CheckoutProgress'];

type Step = CheckoutProgressProps['steps'][number];

function StepMark({ step, number }: { step: Step; number: number }) {
  return (
    <span className="checkout-progress__mark" aria-hidden="true">
      {step.done && !step.current ? <Icon name="check" size={16} strokeWidth={3} /> : number}
    </span>
  );
}

/**
 * The checkout's steps (buying-flow.md §2 "Checkout"): an ordered breadcrumb in a navigation landmark,
 * steps reached are links, the current one is `aria-current="step"`. Then the trip in a line, how long
 * it is held, the notices, and, once the hold has expired, an alert with the retry that holds it again
 * (§4 "Payment", §9). The block is static until it has expired: only the retry needs the runtime.
 */
export function CheckoutProgress({
  title,
  trip,
  steps,
  expiresAt,
  holdLabel,
  expired,
  notices,
}: CheckoutProgressProps) {
  const { pending, run } = usePendingDispatch();
  // A retry that holds the trip again removes its own button: focus moves to the steps.
  const box = useRef<HTMLDivElement>(null);
  useKeepFocusWithin(box, [expired]);
  return (
    <div className="checkout-progress">
      <div ref={box} className="wp-container">
        <nav className="checkout-progress__nav" aria-label={title}>
          <ol
            // biome-ignore lint/a11y/noRedundantRoles: list-style: none drops the list role in Safari.
            role="list"
            className="checkout-progress__steps"
          >
            {steps.map((step, index) => {
              const classes = [
                'checkout-progress__step',
                step.current ? 'checkout-progress__step--current' : null,
                step.done ? 'checkout-progress__step--done' : null,
              ]
                .filter(Boolean)
                .join(' ');
              const content = (
                <>
                  <StepMark step={step} number={index + 1} />
                  <span className="checkout-progress__label">{step.label}</span>
                </>
              );
              return (
                <li key={step.step} className={classes}>
                  {step.href ? (
                    <a
                      className="checkout-progress__link"
                      href={step.href}
                      aria-current={step.current ? 'step' : undefined}
                    >
                      {content}
                    </a>
                  ) : (
                    <span
                      className="checkout-progress__link"
                      aria-current={step.current ? 'step' : undefined}
                    >
                      {content}
                    </span>
                  )}
                </li>
              );
            })}
          </ol>
        </nav>
        <div className="checkout-progress__facts">
          <p className="checkout-progress__trip">{trip}</p>
          <p className="checkout-progress__hold">
            <Icon name="clock" size={18} />
            <time dateTime={expiresAt}>{holdLabel}</time>
          </p>
        </div>
        {expired ? (
          <div className="checkout-progress__expired" role="alert">
            <p className="checkout-progress__expired-text">
              <Icon name="clock" size={22} strokeWidth={2} />
              <span>{expired.message}</span>
            </p>
            <button
              type="button"
              className="wp-btn checkout-progress__retry"
              aria-disabled={pending === 'retry' ? true : undefined}
              onClick={() => {
                if (pending !== 'retry') void run('retry', expired.retry.action);
              }}
            >
              {pending === 'retry' ? <Spinner /> : null}
              {expired.retry.label}
            </button>
          </div>
        ) : null}
        <StatusMessages messages={notices} className="checkout-progress__notices" />
      </div>
    </div>
  );
}
