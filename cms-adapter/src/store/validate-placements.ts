import { allowedOn, BLOCKS, Placement, pageKindOfKey } from '@waypoint/schemas';
import { z } from 'zod';
import type { FieldError } from '../errors.ts';
import type { Logger } from '../logger.ts';

const Placements = z.array(Placement);

/** zod issues as studio-facing field errors; an unknown key becomes an error on that key's path. */
export function toFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldError[] {
  const errors: FieldError[] = [];
  for (const issue of issues) {
    const path = issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p));
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) errors.push({ path: [...path, key], message: `Unknown field "${key}"` });
    } else {
      errors.push({ path, message: issue.message });
    }
  }
  return errors;
}

/**
 * Save-time check of a whole placement list: every item a `Placement`, ids unique within the layout, and
 * every block type one that the layout's page kind may hold (its definition's `pageKinds`).
 */
export function validatePlacements(
  input: unknown,
  pageKey: string,
): { ok: true; placements: Placement[] } | { ok: false; errors: FieldError[] } {
  const parsed = Placements.safeParse(input);
  if (!parsed.success) return { ok: false, errors: toFieldErrors(parsed.error.issues) };
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  const kind = pageKindOfKey(pageKey);
  parsed.data.forEach((placement, index) => {
    if (seen.has(placement.id)) {
      errors.push({ path: [index, 'id'], message: `Duplicate placement id "${placement.id}"` });
    }
    seen.add(placement.id);
    if (kind && !allowedOn(placement.blockType, kind)) {
      errors.push({
        path: [index, 'blockType'],
        message: `${BLOCKS[placement.blockType].label} (${placement.blockType}) cannot be placed on ${kind} pages`,
      });
    }
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, placements: parsed.data };
}

/**
 * Read-time parse of stored placements: content that no longer fits the schema is dropped and logged,
 * never thrown, so one bad item cannot take a page down (ARCHITECTURE.md "Principles").
 */
export function parseStoredPlacements(
  stored: unknown,
  where: { layoutId: string; version?: number },
  logger: Logger,
): Placement[] {
  if (!Array.isArray(stored)) {
    logger.error({ ...where }, 'cms-adapter: stored placements are not an array; serving none');
    return [];
  }
  const placements: Placement[] = [];
  stored.forEach((item, index) => {
    const parsed = Placement.safeParse(item);
    if (parsed.success) {
      placements.push(parsed.data);
      return;
    }
    const placementId = (item as { id?: unknown } | null)?.id;
    logger.error(
      {
        ...where,
        index,
        placementId: typeof placementId === 'string' ? placementId : null,
        issues: parsed.error.issues,
      },
      'cms-adapter: dropped a stored placement that breaks its schema',
    );
  });
  return placements;
}
