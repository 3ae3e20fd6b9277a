/** The block palette: every block type with its description; drag one into the list, or press Add. */
import { useDraggable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import type { BlockType, BlockTypeInfo } from '@waypoint/schemas';

export const PALETTE_PREFIX = 'palette:';

export function Palette(props: { blockTypes: BlockTypeInfo[]; onAdd(type: BlockType): void }) {
  return (
    <section className="palette" aria-labelledby="palette-title">
      <h2 id="palette-title">Blocks</h2>
      <ul>
        {props.blockTypes.map((info) => (
          <PaletteItem key={info.type} info={info} onAdd={() => props.onAdd(info.type)} />
        ))}
      </ul>
    </section>
  );
}

function PaletteItem({ info, onAdd }: { info: BlockTypeInfo; onAdd(): void }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: PALETTE_PREFIX + info.type,
  });
  const titleId = `palette-${info.type}`;
  return (
    <li
      ref={setNodeRef}
      className={isDragging ? 'palette-item dragging' : 'palette-item'}
      style={{ transform: CSS.Translate.toString(transform) }}
      data-testid={`palette-${info.type}`}
    >
      <button
        type="button"
        className="handle"
        aria-label={`Drag ${info.label} into the page`}
        {...attributes}
        {...listeners}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <div className="palette-text">
        <strong id={titleId}>{info.label}</strong>
        <span className="muted small">{info.region === 'main' ? '' : ` (${info.region})`}</span>
        <p className="small">{info.description}</p>
      </div>
      <button type="button" className="secondary small" onClick={onAdd} aria-describedby={titleId}>
        Add
      </button>
    </li>
  );
}
