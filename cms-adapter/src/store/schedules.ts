/**
 * Scheduled publishing. Scheduling snapshots the draft; every composer instance polls
 * `runDueSchedules`, which claims one due row at a time with FOR UPDATE SKIP LOCKED and publishes it
 * in the same transaction that marks it published, so each fires exactly once however many poll.
 */
import { randomUUID } from 'node:crypto';
import { isTimeZone } from '@waypoint/schemas';
import { z } from 'zod';
import type { Db, Queryable } from '../db/db.ts';
import { CmsValidationError, cmsError, type FieldError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { appendAudit } from './history.ts';
import { storedDraft } from './layouts.ts';
import { publishVersion } from './publishing.ts';
import { bumpLayoutRevision, lockLayout, lockLayoutAt } from './revision.ts';
import { isUuid, layoutTags, requireLayout, toIso } from './rows.ts';
import type { ScheduledPublication, ScheduleRun, WriteContext } from './types.ts';
import { validatePlacements } from './validate-placements.ts';

/** Clocks differ a little and people press late: a moment up to this far back still counts as now. */
export const SCHEDULE_PAST_TOLERANCE_MS = 60_000;
export const SCHEDULER_ACTOR = 'scheduler';
/** One poll publishes at most this many; the rest wait for the next poll. */
export const MAX_RUNS_PER_POLL = 500;

const Instant = z.iso.datetime({ offset: true });

/** The `at` and `timeZone` a publication may be scheduled with, as field errors (none when fine). */
export function scheduleInputErrors(input: { at: unknown; timeZone: unknown }, now: Date): FieldError[] {
  const errors: FieldError[] = [];
  if (typeof input.at !== 'string' || !Instant.safeParse(input.at).success) {
    errors.push({
      path: ['at'],
      message: 'Enter a date and time with its offset, e.g. 2030-06-01T09:00:00+02:00',
    });
  } else if (Date.parse(input.at) < now.getTime() - SCHEDULE_PAST_TOLERANCE_MS) {
    errors.push({ path: ['at'], message: 'Pick a moment in the future' });
  }
  if (typeof input.timeZone !== 'string' || !isTimeZone(input.timeZone)) {
    errors.push({ path: ['timeZone'], message: 'Unknown time zone' });
  }
  return errors;
}

interface ScheduleRow {
  id: string;
  layout_id: string;
  run_at: unknown;
  time_zone: string;
  note: string | null;
  created_at: unknown;
  created_by: string;
  status: ScheduledPublication['status'];
  version: number | null;
  fired_at: unknown;
  error: string | null;
}

const SCHEDULE_COLUMNS =
  'id, layout_id, run_at, time_zone, note, created_at, created_by, status, version, fired_at, error';

const toSchedule = (r: ScheduleRow): ScheduledPublication => ({
  id: r.id,
  layoutId: r.layout_id,
  at: toIso(r.run_at),
  timeZone: r.time_zone,
  note: r.note,
  createdAt: toIso(r.created_at),
  createdBy: r.created_by,
  status: r.status,
  version: r.version,
  firedAt: r.fired_at == null ? null : toIso(r.fired_at),
  error: r.error,
});

export async function schedulePublish(
  db: Db,
  layoutId: string,
  input: { at: string; timeZone: string; note?: string },
  who: WriteContext,
  now = new Date(),
): Promise<ScheduledPublication> {
  const inputErrors = scheduleInputErrors(input, now);
  return db.transaction(async (tx) => {
    const { pageKey } = await lockLayoutAt(tx, layoutId, who.expectedRevision);
    if (inputErrors.length > 0) throw new CmsValidationError(inputErrors);
    const checked = validatePlacements(await storedDraft(tx, layoutId), pageKey);
    if (!checked.ok) throw new CmsValidationError(checked.errors);
    const id = randomUUID();
    const note = input.note?.trim() || null;
    const [row] = await tx.query<ScheduleRow>(
      `INSERT INTO scheduled_publications (id, layout_id, run_at, time_zone, placements, note, created_by)
       VALUES ($1::uuid, $2::uuid, $3::timestamptz, $4, $5::jsonb, $6, $7)
       RETURNING ${SCHEDULE_COLUMNS}`,
      [id, layoutId, input.at, input.timeZone, JSON.stringify(checked.placements), note, who.actor],
    );
    const revision = await bumpLayoutRevision(tx, layoutId);
    await appendAudit(tx, {
      actor: who.actor,
      ip: who.ip ?? null,
      action: 'schedule.create',
      layoutId,
      details: {
        scheduleId: id,
        at: toIso(row!.run_at),
        timeZone: input.timeZone,
        note,
        placementCount: checked.placements.length,
        revision,
      },
    });
    return toSchedule(row!);
  });
}

export async function listSchedules(db: Queryable, layoutId: string): Promise<ScheduledPublication[]> {
  await requireLayout(db, layoutId);
  const rows = await db.query<ScheduleRow>(
    `SELECT ${SCHEDULE_COLUMNS} FROM scheduled_publications WHERE layout_id = $1::uuid
     ORDER BY created_at DESC, run_at DESC, id`,
    [layoutId],
  );
  return rows.map(toSchedule);
}

/**
 * Locks the schedule before the layout, the order `runDueSchedules` takes them in, so a cancel racing
 * the poller waits for it (and then finds the publication no longer pending) instead of deadlocking.
 */
export async function cancelSchedule(
  db: Db,
  layoutId: string,
  scheduleId: string,
  who: WriteContext,
): Promise<ScheduledPublication> {
  return db.transaction(async (tx) => {
    await requireLayout(tx, layoutId);
    const [current] = isUuid(scheduleId)
      ? await tx.query<ScheduleRow>(
          `SELECT ${SCHEDULE_COLUMNS} FROM scheduled_publications
           WHERE id = $1::uuid AND layout_id = $2::uuid FOR UPDATE`,
          [scheduleId, layoutId],
        )
      : [];
    if (!current) throw cmsError('CMS_SCHEDULE_NOT_FOUND', [layoutId, scheduleId]);
    await lockLayoutAt(tx, layoutId, who.expectedRevision);
    if (current.status !== 'pending')
      throw cmsError('CMS_SCHEDULE_NOT_PENDING', [scheduleId, current.status]);
    const [row] = await tx.query<ScheduleRow>(
      `UPDATE scheduled_publications SET status = 'cancelled' WHERE id = $1::uuid RETURNING ${SCHEDULE_COLUMNS}`,
      [scheduleId],
    );
    const revision = await bumpLayoutRevision(tx, layoutId);
    await appendAudit(tx, {
      actor: who.actor,
      ip: who.ip ?? null,
      action: 'schedule.cancel',
      layoutId,
      details: { scheduleId, at: toIso(current.run_at), revision },
    });
    return toSchedule(row!);
  });
}

/** Claims and publishes due publications one transaction each, earliest first, until none is due. */
export async function runDueSchedules(db: Db, logger: Logger, now: Date): Promise<ScheduleRun[]> {
  const runs: ScheduleRun[] = [];
  while (runs.length < MAX_RUNS_PER_POLL) {
    const run = await db.transaction((tx) => runOne(tx, now));
    if (!run) break;
    if (run.status === 'failed') {
      logger.warn({ ...run }, 'cms-adapter: a scheduled publication failed validation');
    }
    runs.push(run);
  }
  return runs;
}

async function runOne(tx: Queryable, now: Date): Promise<ScheduleRun | null> {
  // 1. Claim the earliest due pending row nobody else holds. Rows another poller is publishing are
  //    skipped, and once it commits they are no longer pending. A row waits while an earlier due one
  //    of the same layout is pending, so two pollers cannot publish one layout's snapshots out of order.
  const [due] = await tx.query<ScheduleRow & { placements: unknown }>(
    `SELECT ${SCHEDULE_COLUMNS}, placements FROM scheduled_publications s
     WHERE s.status = 'pending' AND s.run_at <= $1::timestamptz
       AND NOT EXISTS (
         SELECT 1 FROM scheduled_publications e
         WHERE e.layout_id = s.layout_id AND e.status = 'pending' AND e.run_at <= $1::timestamptz
           AND (e.run_at, e.created_at, e.id) < (s.run_at, s.created_at, s.id))
     ORDER BY s.run_at, s.created_at, s.id
     LIMIT 1 FOR UPDATE OF s SKIP LOCKED`,
    [now.toISOString()],
  );
  if (!due) return null;
  // 2. Lock the layout as every other writer does, so versions stay numbered one after the other.
  const { pageKey } = await lockLayout(tx, due.layout_id);
  const audit = { actor: SCHEDULER_ACTOR, action: 'schedule.publish', layoutId: due.layout_id } as const;
  const base = { scheduleId: due.id, scheduledBy: due.created_by };
  // 3. Validate again (schemas may have tightened since it was scheduled); a failure is recorded on
  //    the row, it is not retried.
  const checked = validatePlacements(due.placements, pageKey);
  if (!checked.ok) {
    const error = new CmsValidationError(checked.errors).message;
    await tx.query(
      `UPDATE scheduled_publications SET status = 'failed', error = $2, fired_at = now() WHERE id = $1::uuid`,
      [due.id, error],
    );
    await bumpLayoutRevision(tx, due.layout_id);
    await appendAudit(tx, { ...audit, outcome: 'failed', details: { ...base, error } });
    return { scheduleId: due.id, layoutId: due.layout_id, status: 'failed', error };
  }
  // 4. Publish exactly as `publish` does, and mark the row in the same transaction.
  const note = due.note ?? 'Scheduled publication';
  const { version, previousVersion } = await publishVersion(
    tx,
    due.layout_id,
    checked.placements,
    SCHEDULER_ACTOR,
    note,
  );
  await tx.query(
    `UPDATE scheduled_publications SET status = 'published', version = $2::integer, fired_at = now()
     WHERE id = $1::uuid`,
    [due.id, version],
  );
  await appendAudit(tx, {
    ...audit,
    version,
    details: { ...base, previousVersion, placementCount: checked.placements.length, note },
  });
  return {
    scheduleId: due.id,
    layoutId: due.layout_id,
    status: 'published',
    version,
    tags: layoutTags(pageKey, due.layout_id),
  };
}
