import type { CheckoutSummaryProps, SummaryLine } from '@waypoint/schemas';
import { type RefObject, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Icon, IconFacts } from '../shared/icons.tsx';
import { useKeepFocusWithin } from '../shared/keep-focus.ts';
import { Spinner, usePendingDispatch } from '../shared/pending.tsx';
import type { Stylesheets } from '../types.ts';

/** The stylesheets the block needs (paths under blocks/src), shared parts first. */
export const styles: Stylesheets = ['shared/Pending', 'CheckoutSummary/CheckoutSummary'];

interface LinesProps {
  id: string;
  lines: readonly SummaryLine[];
  pending: string | null;
  onRemove: (key: string, line: SummaryLine) => void;
}

const lineKey = (line: SummaryLine, index: number) => `${line.kind}-${index}`;

/** The price lines: label and details left, the price right in tabular figures, a small remove button. */
function Lines({ id, lines, pending, onRemove }: LinesProps) {
  return (
    <ul
      // biome-ignore lint/a11y/noRedundantRoles: list-style: none drops the list role in Safari.
      role="list"
      className="checkout-summary__lines"
    >
      {lines.map((line, index) => {
        const key = lineKey(line, index);
        const labelId = `${id}-${key}`;
        const classes = ['checkout-summary__line', line.amount < 0 ? 'checkout-summary__line--credit' : null]
          .filter(Boolean)
          .join(' ');
        return (
          <li key={key} className={classes} data-line={line.kind} data-amount={line.amount}>
            <span className="checkout-summary__line-text">
              <span id={labelId} className="checkout-summary__line-label">
                {line.label}
              </span>
              {line.details ? <span className="checkout-summary__line-details">{line.details}</span> : null}
            </span>
            <span className="checkout-summary__line-price">{line.price}</span>
            {line.remove ? (
              <button
                type="button"
                className="checkout-summary__remove"
                aria-describedby={labelId}
                aria-disabled={pending === key ? true : undefined}
                onClick={() => {
                  if (pending !== key) onRemove(key, line);
                }}
              >
                {pending === key ? <Spinner /> : <Icon name="close" size={14} strokeWidth={2.4} />}
                {line.remove.label}
              </button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** Escape (focus back on the toggle) and a pointer down outside close the breakdown. */
function useDismiss(
  open: boolean,
  close: () => void,
  box: RefObject<HTMLElement | null>,
  toggle: RefObject<HTMLButtonElement | null>,
) {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      toggle.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, close, box, toggle]);
}

/**
 * The checkout's summary (buying-flow.md §2, §3 "Checkout summary", §4 "Checkout breakdown", §5
 * "Prices"): the trip, what it includes, every price line (with a remove button where the line can be
 * removed) and the total, which the server made their sum; then the note and the next step's button.
 * The simplified variant shows the total alone, the lines behind a breakdown disclosure (a popover
 * from the button; Escape or a click outside closes it). Sticky in its column from laptops up.
 */
export function CheckoutSummary({
  title,
  simplified,
  trip,
  includes,
  lines,
  breakdownLabel,
  totalLabel,
  total,
  totalAmount,
  perPerson,
  next,
  note,
}: CheckoutSummaryProps) {
  const id = useId();
  const headingId = `${id}-title`;
  const popoverId = `${id}-breakdown`;
  const { pending, run } = usePendingDispatch();
  const [open, setOpen] = useState(false);
  const breakdown = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, breakdown, toggle);
  // A removed line takes its button with it: focus moves to the card's first control.
  const card = useRef<HTMLDivElement>(null);
  useKeepFocusWithin(card, [lines]);

  const onRemove = (key: string, line: SummaryLine) => {
    if (line.remove) void run(key, line.remove.action);
  };
  const linesList = <Lines id={id} lines={lines} pending={pending} onRemove={onRemove} />;

  return (
    <section
      className={simplified ? 'checkout-summary checkout-summary--simplified' : 'checkout-summary'}
      aria-labelledby={headingId}
    >
      <div className="wp-container">
        <div ref={card} className="checkout-summary__card">
          <h2 id={headingId} className="checkout-summary__title">
            {title}
          </h2>
          {simplified ? null : (
            <>
              <div className="checkout-summary__trip">
                <p className="checkout-summary__trip-name">{trip.name}</p>
                <IconFacts
                  className="checkout-summary__facts"
                  facts={[
                    { icon: 'tag', text: trip.category },
                    { icon: 'calendar', text: trip.dates },
                    { icon: 'plane', text: trip.departure },
                    { icon: 'person', text: trip.travellers },
                  ]}
                />
              </div>
              {includes.length > 0 ? (
                <ul
                  // biome-ignore lint/a11y/noRedundantRoles: list-style: none drops the list role in Safari.
                  role="list"
                  className="checkout-summary__includes"
                >
                  {includes.map((item) => (
                    <li key={item}>
                      <Icon name="check" size={16} strokeWidth={2.6} />
                      {item}
                    </li>
                  ))}
                </ul>
              ) : null}
              {lines.length > 0 ? linesList : null}
            </>
          )}
          {/* Polite and atomic: a patch that changes the total has it read out whole. */}
          <p
            className="checkout-summary__total"
            data-total={totalAmount}
            aria-live="polite"
            aria-atomic="true"
          >
            <span className="checkout-summary__total-label">{totalLabel}</span>
            <strong className="checkout-summary__total-amount">{total}</strong>
            <span className="checkout-summary__per-person">{perPerson}</span>
          </p>
          {simplified && lines.length > 0 ? (
            <div ref={breakdown} className="checkout-summary__breakdown">
              <button
                ref={toggle}
                type="button"
                className="checkout-summary__toggle"
                aria-expanded={open}
                aria-controls={popoverId}
                onClick={() => setOpen((was) => !was)}
              >
                {breakdownLabel}
                <Icon name="chevron-down" size={16} strokeWidth={2.4} className="checkout-summary__chevron" />
              </button>
              <div id={popoverId} className="checkout-summary__popover" hidden={!open}>
                {linesList}
              </div>
            </div>
          ) : null}
          {note ? <p className="checkout-summary__note">{note}</p> : null}
          {next ? (
            <button
              type="button"
              className="wp-btn checkout-summary__next"
              aria-disabled={pending === 'next' ? true : undefined}
              onClick={() => {
                if (pending !== 'next') void run('next', next.action);
              }}
            >
              {pending === 'next' ? <Spinner /> : null}
              {next.label}
            </button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
