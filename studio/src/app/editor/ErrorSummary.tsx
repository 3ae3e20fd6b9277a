/** The save's field errors in one list at the top, each leading to its placement's form. */
import type { Placement } from '@waypoint/schemas';
import { useEffect, useRef } from 'react';
import type { PlacementErrors } from '../lib/field-errors.ts';
import { humanize } from '../lib/schema-form.ts';
import { labelFor, useBlockTypes } from '../session.tsx';

export function ErrorSummary(props: {
  errors: PlacementErrors;
  placements: Placement[];
  onPick(placementId: string): void;
}) {
  const { value: blockTypes } = useBlockTypes();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [props.errors]);
  return (
    <section
      className="error-summary"
      role="alert"
      aria-labelledby="error-summary-title"
      tabIndex={-1}
      ref={ref}
      data-testid="error-summary"
    >
      <h2 id="error-summary-title">The draft was not saved: fix these problems</h2>
      <ul>
        {props.errors.general.map((message) => (
          <li key={message}>{message}</li>
        ))}
        {Object.entries(props.errors.byPlacement).flatMap(([id, fields]) => {
          const placement = props.placements.find((p) => p.id === id);
          const name = placement ? labelFor(blockTypes, placement.blockType) : id;
          return Object.entries(fields).flatMap(([key, messages]) =>
            messages.map((message) => (
              <li key={`${id}.${key}.${message}`}>
                <button type="button" className="link" onClick={() => props.onPick(id)}>
                  {name} ({id}){key ? ` — ${key.split('.').map(humanize).join(' › ')}` : ''}: {message}
                </button>
              </li>
            )),
          );
        })}
      </ul>
    </section>
  );
}
