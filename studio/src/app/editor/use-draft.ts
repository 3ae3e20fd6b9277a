/**
 * The editor's state: the layout as the server last answered it (with its ETag), the placements being
 * edited, and saving with If-Match. A 412 whose current placements equal the ones this editor started
 * from (only a publish or a schedule happened meanwhile) is retried with the new ETag; any other 412
 * becomes a conflict for staff to settle. A 400 keeps the field errors by placement; nothing is stored.
 */
import type { LayoutDetail, LayoutSummary, Placement } from '@waypoint/schemas';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, api, etagOf, messageOf } from '../api.ts';
import { groupFieldErrors, type PlacementErrors } from '../lib/field-errors.ts';
import { samePlacements } from '../lib/placements.ts';

export interface Conflict {
  current: LayoutDetail;
  /** The placements this editor started from, to show what the other person changed. */
  base: Placement[];
}

export interface DraftState {
  layout: LayoutSummary | null;
  loadError: string | null;
  /** The placements being edited. */
  placements: Placement[];
  /** The placements as last loaded or saved. */
  base: Placement[];
  dirty: boolean;
  saving: boolean;
  errors: PlacementErrors | null;
  saveError: string | null;
  conflict: Conflict | null;
  setPlacements(next: Placement[] | ((list: Placement[]) => Placement[])): void;
  load(): Promise<void>;
  /** Saves when there are unsaved changes; true when the server holds the editor's placements. */
  ensureSaved(): Promise<boolean>;
  save(): Promise<boolean>;
  /** The ETag for the next write (the latest the editor holds). */
  etag(): string | null;
  /** After another write (publish, schedule, rollback): its ETag and the layout it answered. */
  written(etag: string | null, layout?: LayoutSummary): void;
  loadTheirs(): void;
  keepMine(): Promise<boolean>;
}

export function useDraft(layoutId: string): DraftState {
  const [layout, setLayout] = useState<LayoutSummary | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [placements, setPlacementsState] = useState<Placement[]>([]);
  const [base, setBase] = useState<Placement[]>([]);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<PlacementErrors | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  // Refs hold what async steps must read at the time they run, not at the render that started them.
  const etagRef = useRef<string | null>(null);
  const placementsRef = useRef<Placement[]>([]);
  const baseRef = useRef<Placement[]>([]);

  const setPlacements = useCallback((next: Placement[] | ((list: Placement[]) => Placement[])) => {
    const value = typeof next === 'function' ? next(placementsRef.current) : next;
    placementsRef.current = value;
    setPlacementsState(value);
  }, []);

  const apply = useCallback(
    (detail: LayoutDetail, etag: string | null) => {
      etagRef.current = etag ?? etagOf(detail.layout.revision);
      baseRef.current = detail.placements;
      setBase(detail.placements);
      setPlacements(detail.placements);
      setLayout(detail.layout);
    },
    [setPlacements],
  );

  const load = useCallback(async () => {
    try {
      const { data, etag } = await api<LayoutDetail>('GET', `/layouts/${encodeURIComponent(layoutId)}`);
      apply(data, etag);
      setLoadError(null);
      setErrors(null);
      setConflict(null);
    } catch (err) {
      setLoadError(messageOf(err));
    }
  }, [layoutId, apply]);

  useEffect(() => {
    void load();
  }, [load]);

  const put = useCallback(
    async (sent: Placement[], retried = false): Promise<boolean> => {
      try {
        const { data, etag } = await api<LayoutDetail>(
          'PUT',
          `/layouts/${encodeURIComponent(layoutId)}/draft`,
          {
            body: { placements: sent },
            ifMatch: etagRef.current,
          },
        );
        // Keep edits made while the save was on its way.
        const editedMeanwhile = !samePlacements(placementsRef.current, sent);
        etagRef.current = etag ?? etagOf(data.layout.revision);
        baseRef.current = data.placements;
        setBase(data.placements);
        if (!editedMeanwhile) setPlacements(data.placements);
        setLayout(data.layout);
        setErrors(null);
        setConflict(null);
        return true;
      } catch (err) {
        if (err instanceof ApiError && err.status === 400 && err.errors.length > 0) {
          setErrors(groupFieldErrors(err.errors, sent));
          return false;
        }
        if (err instanceof ApiError && err.status === 412 && err.current) {
          const current = err.current;
          if (!retried && samePlacements(current.placements, baseRef.current)) {
            etagRef.current = etagOf(current.layout.revision);
            setLayout(current.layout);
            return put(sent, true);
          }
          setConflict({ current, base: baseRef.current });
          return false;
        }
        setSaveError(messageOf(err));
        return false;
      }
    },
    [layoutId, setPlacements],
  );

  const save = useCallback(async () => {
    setSaving(true);
    setSaveError(null);
    try {
      return await put(placementsRef.current);
    } finally {
      setSaving(false);
    }
  }, [put]);

  const ensureSaved = useCallback(async () => {
    if (samePlacements(placementsRef.current, baseRef.current)) return true;
    return save();
  }, [save]);

  const written = useCallback((etag: string | null, next?: LayoutSummary) => {
    if (etag) etagRef.current = etag;
    else if (next) etagRef.current = etagOf(next.revision);
    if (next) setLayout(next);
  }, []);

  const loadTheirs = useCallback(() => {
    if (!conflict) return;
    apply(conflict.current, null);
    setConflict(null);
    setErrors(null);
  }, [conflict, apply]);

  const keepMine = useCallback(async () => {
    if (!conflict) return false;
    // Overwriting is a decision staff made with the other change in front of them.
    etagRef.current = etagOf(conflict.current.layout.revision);
    baseRef.current = conflict.current.placements;
    setBase(conflict.current.placements);
    setConflict(null);
    return save();
  }, [conflict, save]);

  return {
    layout,
    loadError,
    placements,
    base,
    dirty: !samePlacements(placements, base),
    saving,
    errors,
    saveError,
    conflict,
    setPlacements,
    load,
    ensureSaved,
    save,
    etag: () => etagRef.current,
    written,
    loadTheirs,
    keepMine,
  };
}
