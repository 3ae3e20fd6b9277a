import type { PaymentFailureProps } from '@waypoint/schemas';
import { type FormEvent, useId } from 'react';
import { Icon } from '../shared/icons.tsx';
import { Spinner, usePendingDispatch } from '../shared/pending.tsx';
import type { Stylesheets } from '../types.ts';

/** The stylesheets the block needs (paths under blocks/src), shared parts first. */
export const styles: Stylesheets = ['shared/Pending', 'PaymentFailure/PaymentFailure'];

/**
 * The not-confirmed page (buying-flow.md §2 "My account and my trip"; §7 `my-trip/not-confirmed`): the
 * page's heading, what happened in plain words, the provider's own words, the trip, the retry (which
 * holds the attempt 90 minutes more, §4, and sends the traveller to pay again) and where to find help.
 * Only the retry is interactive: a plain form's button, whose action the runtime runs where there is one.
 */
export function PaymentFailure({ title, message, detail, trip, retry, help }: PaymentFailureProps) {
  const headingId = `${useId()}-title`;
  const { runtime, pending, run } = usePendingDispatch();

  const onRetry = (event: FormEvent<HTMLFormElement>) => {
    if (!runtime || !retry) return;
    event.preventDefault();
    if (pending !== 'retry') void run('retry', retry.action);
  };

  return (
    <section className="payment-failure wp-section" aria-labelledby={headingId}>
      <div className="wp-container">
        <div className="payment-failure__card">
          <span className="payment-failure__mark" aria-hidden="true">
            <Icon name="alert" size={36} strokeWidth={2.2} />
          </span>
          <h1 id={headingId} className="payment-failure__title">
            {title}
          </h1>
          <p className="payment-failure__message">{message}</p>
          {detail ? <p className="payment-failure__detail">{detail}</p> : null}
          <p className="payment-failure__trip">
            <Icon name="suitcase" size={20} />
            <span>{trip}</span>
          </p>
          {retry ? (
            <form className="payment-failure__form" method="post" onSubmit={onRetry}>
              <button
                type="submit"
                className="wp-btn payment-failure__retry"
                aria-disabled={pending === 'retry' ? true : undefined}
              >
                {pending === 'retry' ? <Spinner /> : null}
                {retry.label}
              </button>
            </form>
          ) : null}
          <p className="payment-failure__help">
            <Icon name="support" size={20} />
            <span>{help}</span>
          </p>
        </div>
      </div>
    </section>
  );
}
