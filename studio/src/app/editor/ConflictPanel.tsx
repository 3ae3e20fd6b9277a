/** Someone else saved this page since it was loaded: what they changed, and staff's two ways on. */
import type { Placement } from '@waypoint/schemas';
import { useEffect, useRef } from 'react';
import { diffPlacementLists } from '../lib/diff.ts';
import { describeInstant } from '../lib/zoned-time.ts';
import { labelFor, useBlockTypes } from '../session.tsx';
import type { Conflict } from './use-draft.ts';

export function ConflictPanel(props: {
  conflict: Conflict;
  mine: Placement[];
  onLoadTheirs(): void;
  onKeepMine(): void;
}) {
  const { value: blockTypes } = useBlockTypes();
  const label = (type: string) => labelFor(blockTypes, type);
  const { current, base } = props.conflict;
  const theirs = diffPlacementLists(base, current.placements, label);
  const who = current.layout.draftUpdatedBy ?? 'Someone';
  const when = current.layout.draftUpdatedAt
    ? describeInstant(current.layout.draftUpdatedAt)
    : 'a moment ago';
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);

  return (
    <section
      className="conflict"
      role="alert"
      aria-labelledby="conflict-title"
      tabIndex={-1}
      ref={ref}
      data-testid="conflict-panel"
    >
      <h2 id="conflict-title">
        {who} changed this page at {when}
      </h2>
      <p>Your changes were not saved. Compare, then choose whose version to keep.</p>
      <h3>Their changes</h3>
      {theirs.length === 0 ? (
        <p>No change to the blocks (they published or scheduled).</p>
      ) : (
        <ul data-testid="their-changes">
          {theirs.map((c) => (
            <li key={c.summary}>{c.summary}</li>
          ))}
        </ul>
      )}
      <div className="columns">
        <div>
          <h3>Their order</h3>
          <ol data-testid="their-order">
            {current.placements.map((p) => (
              <li key={p.id}>
                {label(p.blockType)} <span className="muted">({p.id})</span>
              </li>
            ))}
          </ol>
        </div>
        <div>
          <h3>Your order</h3>
          <ol data-testid="your-order">
            {props.mine.map((p) => (
              <li key={p.id}>
                {label(p.blockType)} <span className="muted">({p.id})</span>
              </li>
            ))}
          </ol>
        </div>
      </div>
      <div className="actions">
        <button type="button" onClick={props.onLoadTheirs}>
          Load their version (discard mine)
        </button>
        <button type="button" className="danger" onClick={props.onKeepMine}>
          Keep mine (overwrite)
        </button>
      </div>
    </section>
  );
}
