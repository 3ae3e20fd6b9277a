/**
 * The server's field errors on a draft save (paths from the placement list, e.g. `[2, 'config',
 * 'maxCards']`) keyed by the id of the placement they belong to, so they stay with it when the list
 * is reordered afterwards; and the key a form field looks its errors up by.
 */
import type { FieldError, Placement } from '@waypoint/schemas';

export interface PlacementErrors {
  /** Placement id -> field key ('config.maxCards', 'schedule.until', '' for the placement) -> messages. */
  byPlacement: Record<string, Record<string, string[]>>;
  /** Errors that belong to no placement (the list itself). */
  general: string[];
}

export const fieldKey = (path: readonly (string | number)[]) => path.join('.');

export function groupFieldErrors(
  errors: readonly FieldError[],
  sent: readonly Pick<Placement, 'id'>[],
): PlacementErrors {
  const out: PlacementErrors = { byPlacement: {}, general: [] };
  for (const error of errors) {
    const [index, ...rest] = error.path;
    const placement = typeof index === 'number' ? sent[index] : undefined;
    if (!placement) {
      out.general.push(error.message);
      continue;
    }
    const fields = out.byPlacement[placement.id] ?? {};
    out.byPlacement[placement.id] = fields;
    const key = fieldKey(rest);
    fields[key] = [...(fields[key] ?? []), error.message];
  }
  return out;
}

export function errorCount(errors: PlacementErrors): number {
  let n = errors.general.length;
  for (const fields of Object.values(errors.byPlacement))
    for (const list of Object.values(fields)) n += list.length;
  return n;
}
