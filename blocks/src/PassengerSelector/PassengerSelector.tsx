import type { PassengerCount, PassengerSelectorProps } from '@waypoint/schemas';
import { useId, useRef } from 'react';
import { useKeepFocusWithin } from '../shared/keep-focus.ts';
import { StatusMessages } from '../shared/Notice.tsx';
import { ActionLink } from '../shared/runtime.tsx';
import type { Stylesheets } from '../types.ts';

/** The stylesheets the block needs (paths under blocks/src), shared parts first. */
export const styles: Stylesheets = [
  'shared/Notice',
  'shared/TripPanel',
  'PassengerSelector/PassengerSelector',
];

type Step = NonNullable<PassengerCount['increment']>;

const PATH = { decrement: 'M5 12h14', increment: 'M12 5v14M5 12h14' } as const;

interface StepperProps {
  step: Step | null;
  direction: 'decrement' | 'increment';
  /** The step's name, also when it is disabled ('Remove an adult'). */
  label: string;
  /** Id of the row's label: it describes a disabled step, which has no label of its own. */
  labelId: string;
  /** Id of the row's hint ('3 adults not available'), if it has one. */
  hintId: string | undefined;
}

/**
 * One − or + step: a real link to the page with that count (the runtime runs its action instead), named
 * by the step's label ('Remove one adult'). A step the rules do not allow is a disabled button with the
 * same name, described by the row (the count and why no further step is possible).
 */
function Stepper({ step, direction, label, labelId, hintId }: StepperProps) {
  const icon = (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATH[direction]} />
    </svg>
  );
  if (!step) {
    return (
      <button
        type="button"
        className="passenger-selector__step"
        disabled
        aria-label={label}
        aria-describedby={hintId ? `${labelId} ${hintId}` : labelId}
      >
        {icon}
      </button>
    );
  }
  return (
    <ActionLink
      className="passenger-selector__step"
      href={step.href}
      action={step.action}
      aria-label={step.label}
      aria-describedby={hintId}
    >
      {icon}
    </ActionLink>
  );
}

function PassengerRow({ count }: { count: PassengerCount }) {
  const id = useId();
  const group = useRef<HTMLDivElement>(null);
  useKeepFocusWithin(group, [count.decrement === null, count.increment === null, count.value]);
  const labelId = `${id}-label`;
  const valueId = `${id}-value`;
  const hintId = count.unavailableLabel ? `${id}-hint` : undefined;
  return (
    <li className="passenger-selector__row">
      <div className="passenger-selector__who">
        <span id={labelId} className="passenger-selector__label">
          {count.label}
        </span>
        <span className="passenger-selector__age">{count.ageLabel}</span>
        {count.unavailableLabel ? (
          <span id={hintId} className="passenger-selector__hint">
            {count.unavailableLabel}
          </span>
        ) : null}
      </div>
      {/* Named 'Adults 2': the count is heard on entering the group. */}
      {/* biome-ignore lint/a11y/useSemanticElements: links and a count, not form fields: no fieldset. */}
      <div
        ref={group}
        className="passenger-selector__stepper"
        role="group"
        aria-labelledby={`${labelId} ${valueId}`}
      >
        <Stepper
          step={count.decrement}
          direction="decrement"
          label={count.stepLabels.decrement}
          labelId={labelId}
          hintId={hintId}
        />
        <span id={valueId} className="passenger-selector__value">
          {count.value}
        </span>
        <Stepper
          step={count.increment}
          direction="increment"
          label={count.stepLabels.increment}
          labelId={labelId}
          hintId={hintId}
        />
      </div>
    </li>
  );
}

/**
 * Who travels (buying-flow.md §3 "Occupancy rules", "Passengers"; §5 "Passenger counts", "Solo
 * traveller"): adults, children and babies, each with its age band, its count and − / + steps within
 * the chosen category's rules. The steps are links, so the selector works without JavaScript. The
 * summary is a polite live region (a step's result is read out); the solo note and the notices (counts
 * of the address the server changed, and why) are another.
 */
export function PassengerSelector({
  title,
  summary,
  adults,
  children,
  babies,
  solo,
  notices,
}: PassengerSelectorProps) {
  const headingId = useId();
  return (
    <section className="passenger-selector wp-trip-block" aria-labelledby={headingId}>
      <div className="wp-container">
        <div className="wp-trip-panel">
          <div className="passenger-selector__head">
            <h2 id={headingId} className="wp-trip-panel__title">
              {title}
            </h2>
            <p className="passenger-selector__summary" role="status">
              {summary}
            </p>
          </div>
          <ul className="passenger-selector__rows">
            <PassengerRow count={adults} />
            <PassengerRow count={children} />
            <PassengerRow count={babies} />
          </ul>
          <StatusMessages messages={[solo, ...notices]} />
        </div>
      </div>
    </section>
  );
}
