/**
 * Arranging blocks: the palette (drag a block type into the list, or press Add), the sortable list of
 * placements (drag, or the keyboard through dnd-kit's KeyboardSensor, or the Move buttons), and the
 * selected placement's form. One DndContext spans palette and list so a type can be dropped between rows.
 */
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { BlockType, BlockTypeInfo, LayoutSummary, Placement } from '@waypoint/schemas';
import { useState } from 'react';
import { insertAt, moveItem, newPlacement } from '../lib/placements.ts';
import { labelFor, useBlockTypes, useStudio } from '../session.tsx';
import { PALETTE_PREFIX, Palette, PaletteCard } from './Palette.tsx';
import { PlacementForm } from './PlacementForm.tsx';
import { LIST_DROP_ID, PlacementList } from './PlacementList.tsx';
import type { DraftState } from './use-draft.ts';

/** The block types a layout's page kind may hold: `product` layouts get the trip page's blocks, and so on. */
function paletteFor(blockTypes: BlockTypeInfo[] | null, layout: LayoutSummary | null): BlockTypeInfo[] {
  const kind = layout?.scope.pageKey.split(':', 1)[0];
  return (blockTypes ?? []).filter((info) => kind !== undefined && info.pageKinds.some((k) => k === kind));
}

export function EditTab(props: {
  draft: DraftState;
  editable: boolean;
  selectedId: string | null;
  onSelect(id: string | null): void;
}) {
  const { draft, editable } = props;
  const { announce } = useStudio();
  const { value: blockTypes, error } = useBlockTypes();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const label = (type: string) => labelFor(blockTypes, type);
  // The palette block being dragged, drawn under the pointer by the DragOverlay.
  const [dragged, setDragged] = useState<BlockTypeInfo | null>(null);
  const placements = draft.placements;
  const nameOf = (id: string | number) => {
    const key = String(id);
    if (key.startsWith(PALETTE_PREFIX)) return `new ${label(key.slice(PALETTE_PREFIX.length))}`;
    const index = placements.findIndex((p) => p.id === key);
    return index === -1 ? key : `${label(placements[index]!.blockType)} (${key})`;
  };
  const position = (id: string | number | undefined) => placements.findIndex((p) => p.id === String(id)) + 1;

  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} is over position ${position(over.id) || placements.length + 1}.`
        : `${nameOf(active.id)} is no longer over the list.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} was dropped at position ${position(over.id) || placements.length}.`
        : `${nameOf(active.id)} was dropped outside the list.`,
    onDragCancel: ({ active }) => `Dragging was cancelled. ${nameOf(active.id)} is back where it was.`,
  };

  const add = (type: BlockType, index = placements.length) => {
    const created = newPlacement(placements, type);
    draft.setPlacements(insertAt(placements, index, created));
    props.onSelect(created.id);
    announce(`Added ${label(type)} at position ${Math.min(index, placements.length) + 1}.`);
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    if (!over || !editable) return;
    const activeId = String(active.id);
    if (activeId.startsWith(PALETTE_PREFIX)) {
      const index =
        over.id === LIST_DROP_ID ? placements.length : placements.findIndex((p) => p.id === over.id);
      add(activeId.slice(PALETTE_PREFIX.length) as BlockType, index === -1 ? placements.length : index);
      return;
    }
    const from = placements.findIndex((p) => p.id === activeId);
    const to =
      over.id === LIST_DROP_ID ? placements.length - 1 : placements.findIndex((p) => p.id === over.id);
    if (from !== -1 && to !== -1 && from !== to) draft.setPlacements(moveItem(placements, from, to));
  };

  const selected = placements.find((p) => p.id === props.selectedId) ?? null;
  const info = selected ? (blockTypes?.find((b) => b.type === selected.blockType) ?? null) : null;

  if (error) return <p role="alert">The block types could not be loaded: {error}</p>;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragStart={({ active }) => {
        const id = String(active.id);
        if (!id.startsWith(PALETTE_PREFIX)) return;
        setDragged(blockTypes?.find((b) => b.type === id.slice(PALETTE_PREFIX.length)) ?? null);
      }}
      onDragCancel={() => setDragged(null)}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To pick up a block, press space or enter. Use the up and down arrow keys to move it. Press space or enter again to drop it, or escape to cancel.',
        },
      }}
    >
      <div className={editable ? 'edit-grid' : 'edit-grid read-only'}>
        {editable ? (
          <Palette blockTypes={paletteFor(blockTypes, draft.layout)} onAdd={(type) => add(type)} />
        ) : null}
        <PlacementList
          placements={placements}
          label={label}
          editable={editable}
          selectedId={props.selectedId}
          errors={draft.errors}
          onSelect={props.onSelect}
          onChange={(next: Placement[], message: string) => {
            draft.setPlacements(next);
            announce(message);
          }}
        />
        <div className="form-column">
          {selected && info ? (
            <PlacementForm
              key={selected.id}
              placement={selected}
              info={info}
              layout={draft.layout!}
              editable={editable}
              errors={draft.errors?.byPlacement[selected.id] ?? {}}
              onChange={(next) =>
                draft.setPlacements((list) => list.map((p) => (p.id === selected.id ? next : p)))
              }
            />
          ) : (
            <p className="hint">Select a block in the list to change its settings, audience and schedule.</p>
          )}
        </div>
      </div>
      <DragOverlay dropAnimation={null}>{dragged ? <PaletteCard info={dragged} /> : null}</DragOverlay>
    </DndContext>
  );
}
