/** The page's placements in order, sortable by drag (pointer or keyboard) and by the Move buttons. */
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Placement } from '@waypoint/schemas';
import { useEffect, useRef } from 'react';
import type { PlacementErrors } from '../lib/field-errors.ts';
import { duplicateAt, moveItem } from '../lib/placements.ts';
import { describeInstant } from '../lib/zoned-time.ts';

export const LIST_DROP_ID = 'placement-list';

interface ListProps {
  placements: Placement[];
  label(type: string): string;
  editable: boolean;
  selectedId: string | null;
  errors: PlacementErrors | null;
  onSelect(id: string | null): void;
  onChange(next: Placement[], announcement: string): void;
}

export function audienceSummary(p: Placement): string | null {
  const a = p.audience ?? {};
  const parts: string[] = [];
  if (a.markets) parts.push(a.markets.map((m) => m.toUpperCase()).join(', '));
  if (a.siteKinds) parts.push(a.siteKinds.join(', '));
  if (a.devices) parts.push(a.devices.join(', '));
  if (a.affiliates) parts.push(`affiliates ${a.affiliates.join(', ')}`);
  if (a.experiment) parts.push(`${a.experiment.name} ${a.experiment.variants.join('/')}`);
  return parts.length > 0 ? parts.join(' · ') : null;
}

export function scheduleSummary(p: Placement): string | null {
  const s = p.schedule;
  if (!s || (!s.from && !s.until)) return null;
  const zone = s.timeZone;
  if (s.from && s.until) return `${describeInstant(s.from, zone)} – ${describeInstant(s.until, zone)}`;
  return s.from ? `from ${describeInstant(s.from, zone)}` : `until ${describeInstant(s.until, zone)}`;
}

export function PlacementList(props: ListProps) {
  const { setNodeRef, isOver } = useDroppable({ id: LIST_DROP_ID });
  // After a Move button, focus stays on the same button of the moved row.
  const refocus = useRef<{ id: string; action: string } | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const target = refocus.current;
    if (!target) return;
    refocus.current = null;
    const row = listRef.current?.querySelector(`[data-placement-id="${window.CSS.escape(target.id)}"]`);
    const button = row?.querySelector<HTMLButtonElement>(`[data-action="${target.action}"]:not(:disabled)`);
    (button ?? row?.querySelector<HTMLButtonElement>('[data-action="select"]'))?.focus();
  });

  const { placements, label } = props;
  const name = (p: Placement) => `${label(p.blockType)} (${p.id})`;
  const move = (index: number, delta: number) => {
    const p = placements[index]!;
    refocus.current = { id: p.id, action: delta < 0 ? 'up' : 'down' };
    props.onChange(
      moveItem(placements, index, index + delta),
      `Moved ${name(p)} to position ${index + delta + 1} of ${placements.length}.`,
    );
  };

  return (
    <section className="placements" aria-labelledby="placements-title">
      <h2 id="placements-title">Blocks on this page</h2>
      <p className="hint" id="placements-hint">
        Top to bottom, as on the page. Header and footer blocks go to their own regions.
      </p>
      <SortableContext items={placements.map((p) => p.id)} strategy={verticalListSortingStrategy}>
        <ol
          ref={(el) => {
            setNodeRef(el);
            listRef.current = el;
          }}
          className={isOver ? 'placement-list over' : 'placement-list'}
          data-testid="placement-list"
        >
          {placements.map((p, index) => (
            <Row
              key={p.id}
              placement={p}
              index={index}
              count={placements.length}
              label={label(p.blockType)}
              editable={props.editable}
              selected={p.id === props.selectedId}
              hasErrors={!!props.errors?.byPlacement[p.id]}
              onSelect={() => props.onSelect(p.id === props.selectedId ? null : p.id)}
              onMove={(delta) => move(index, delta)}
              onDuplicate={() => {
                const next = duplicateAt(placements, index);
                props.onChange(next, `Duplicated ${name(p)} as ${next[index + 1]!.id}.`);
                props.onSelect(next[index + 1]!.id);
              }}
              onRemove={() => {
                if (p.id === props.selectedId) props.onSelect(null);
                props.onChange(
                  placements.filter((x) => x.id !== p.id),
                  `Removed ${name(p)}.`,
                );
              }}
            />
          ))}
        </ol>
      </SortableContext>
      {placements.length === 0 ? <p>No blocks yet: add some from the palette.</p> : null}
    </section>
  );
}

function Row(props: {
  placement: Placement;
  index: number;
  count: number;
  label: string;
  editable: boolean;
  selected: boolean;
  hasErrors: boolean;
  onSelect(): void;
  onMove(delta: number): void;
  onDuplicate(): void;
  onRemove(): void;
}) {
  const { placement: p } = props;
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: p.id,
    disabled: !props.editable,
  });
  const audience = audienceSummary(p);
  const schedule = scheduleSummary(p);
  const labelId = `row-label-${p.id}`;
  const classes = [
    'placement',
    props.selected ? 'selected' : '',
    isDragging ? 'dragging' : '',
    props.hasErrors ? 'invalid' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <li
      ref={setNodeRef}
      className={classes}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid={`placement-${p.id}`}
      data-placement-id={p.id}
      data-block-type={p.blockType}
    >
      {props.editable ? (
        <button
          type="button"
          className="handle"
          aria-label={`Drag ${props.label} (${p.id})`}
          {...attributes}
          {...listeners}
        >
          <span aria-hidden="true">⠿</span>
        </button>
      ) : null}
      <button
        type="button"
        className="row-main"
        onClick={props.onSelect}
        aria-pressed={props.selected}
        data-action="select"
      >
        <span className="position" aria-hidden="true">
          {props.index + 1}
        </span>
        <span className="row-text">
          <strong id={labelId}>{props.label}</strong> <span className="muted small">{p.id}</span>
          <span className="badges">
            {audience ? <span className="badge info">Audience: {audience}</span> : null}
            {schedule ? <span className="badge info">Schedule: {schedule}</span> : null}
            {props.hasErrors ? <span className="badge error">Has errors</span> : null}
          </span>
        </span>
      </button>
      {props.editable ? (
        <span className="row-actions">
          <button
            type="button"
            className="secondary small"
            data-action="up"
            aria-describedby={labelId}
            disabled={props.index === 0}
            onClick={() => props.onMove(-1)}
          >
            Move up
          </button>
          <button
            type="button"
            className="secondary small"
            data-action="down"
            aria-describedby={labelId}
            disabled={props.index === props.count - 1}
            onClick={() => props.onMove(1)}
          >
            Move down
          </button>
          <button
            type="button"
            className="secondary small"
            aria-describedby={labelId}
            onClick={props.onDuplicate}
          >
            Duplicate
          </button>
          <button
            type="button"
            className="secondary small danger"
            aria-describedby={labelId}
            onClick={props.onRemove}
          >
            Remove
          </button>
        </span>
      ) : null}
    </li>
  );
}
