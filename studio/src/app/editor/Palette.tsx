/**
 * The block palette: every block type of the page's kind with its description; drag one into the list,
 * or press Add. On wide screens the palette scrolls on its own beside the list, so the block and the
 * place to drop it are both in view; what is dragged is drawn by the editor's DragOverlay (a copy that
 * the palette's scrolling box does not clip), the item itself stays in place, dimmed.
 */
import { useDraggable } from '@dnd-kit/core';
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

/** How a palette block looks: in the palette, and under the pointer while it is dragged. */
export function PaletteCard({ info }: { info: BlockTypeInfo }) {
  return (
    <div className="palette-item dragging">
      <span className="handle" aria-hidden="true">
        ⠿
      </span>
      <div className="palette-text">
        <strong>{info.label}</strong>
        <p className="small">{info.description}</p>
      </div>
    </div>
  );
}

function PaletteItem({ info, onAdd }: { info: BlockTypeInfo; onAdd(): void }) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: PALETTE_PREFIX + info.type,
  });
  const titleId = `palette-${info.type}`;
  return (
    <li
      ref={setNodeRef}
      className={isDragging ? 'palette-item picked' : 'palette-item'}
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
